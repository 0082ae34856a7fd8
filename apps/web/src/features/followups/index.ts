/** What other parts of the app may use from the followups feature; everything else in it is internal. */
export { useFollowupSettings } from './api/followup-settings';
export { usePushPreviewTask } from './api/push-preview-task';
export { TodoConnection } from './components/todo-connection';
export { FollowupSettingsCard } from './components/followup-settings-card';
export { TodoFailures } from './components/todo-failures';
