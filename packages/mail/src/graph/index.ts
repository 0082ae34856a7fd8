export { GraphMailbox, type GraphMailboxOptions } from './graph-mailbox.js';
export {
  DeltaResetError,
  GraphAuthError,
  GraphRequestError,
  isUnsupportedMailbox,
  throttledFor,
  type GraphErrorDetails,
  type GraphOperation,
} from './errors.js';
export { MESSAGE_SELECT, threadTopicOf } from './message-fields.js';
export { RETRY_DEFAULTS, parseRetryAfter, type RetryPolicy } from './retry-policy.js';
export type { Subscription, SubscriptionRequest } from './graph-subscriptions.js';
export {
  GraphTodo,
  TODO_APPLICATION,
  type TodoDeltaPage,
  type TodoListInfo,
  type TodoTaskChange,
  type TodoTaskInput,
} from './todo-client.js';
