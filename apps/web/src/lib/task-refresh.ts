/**
 * Window event that makes the Tasks screen reload; fired whenever a task is created, here or from an
 * email or a prediction (docs/behaviour.md, Tasks).
 */
export const REFRESH_TASKS_EVENT = 'refresh-tasks';

export const notifyTasksChanged = () => window.dispatchEvent(new Event(REFRESH_TASKS_EVENT));
