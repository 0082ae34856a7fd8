export { sanitizeEmailHtml, REMOTE_IMAGE_ATTR } from './sanitize-email-html.js';
export { htmlToText } from './html-to-text.js';
export { emailBodies, type EmailBodies } from './email-bodies.js';
export { EMBEDDED_IMAGE_TEXT, safeUrl } from './safe-url.js';
