/** What other parts of the app may use from the emails feature; everything else in it is internal. */
export { EmailBody } from './components/email-body';
export { ReplyBlock } from './components/reply-block';
export { useEmailActions, type EmailActions } from './hooks/use-email-actions';
export { useCanSend } from './hooks/use-can-send';
export { usePreloadEmailHtml } from './hooks/use-preload-email-html';
export { useSubmitFeedback } from './api/submit-feedback';
export { useRecommendation } from './api/get-recommendation';
export { usePrefetchEmailBody } from './api/get-email-body';
export { TRIAGE_SHORTCUTS } from './lib/triage-shortcuts';
