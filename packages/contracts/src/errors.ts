/**
 * Error and success texts, verbatim (docs/behaviour.md, Validation and Messages). They live here, apart from the schemas, so
 * code that only shows a text (the web app's first screen) loads no zod (docs/performance.md, Web).
 */
export const ERRORS = {
  notAuthenticated: 'User not authenticated',
  noAuthenticatedUser: 'No authenticated user',
  serviceNotFound: 'Service not found or access denied',
  serviceProjectNotFound: 'Service project not found',
  accessDenied: 'Access denied',
  unknownItemType: (type: string) => `Unknown item type: ${type}`,
  noProposedTasks: 'No proposed tasks found for this email',
  invalidConfiguration: 'Invalid configuration file or import failed',
  serviceDuplicatePrimary: 'A service with this name already exists. Please choose a different name.',
  serviceDuplicate: 'This service already exists. Please choose a different name.',
  templateDuplicatePrimary: 'A template with this name already exists. Please choose a different name.',
  templateDuplicate: 'This template already exists. Please choose a different name.',
  templateNameRequired: 'Template name is required',
  templateServiceRequired: 'Please select at least one service',
  ruleConditionRequired: 'At least one IF condition is required',
  ruleProjectRequired: 'Please select a project',
  csrfRejected: 'Cross-site request rejected',
  passwordRequired: 'Password required',
  wrongPassword: 'Incorrect password',
  notFound: 'Not found',
  unexpected: 'An unexpected error occurred',
} as const;

/** Classification and email-screen texts used by the API (docs/behaviour.md, Messages). */
export const RECOMMENDATION_ERRORS = {
  alreadyClassified: 'This email already has AI classification',
  classificationFailed: 'Failed to classify email',
  noResult: 'No classification result received',
  noProposedTasks: 'No proposed tasks found for this email',
  taskOrUserNotFound: 'Task or user not found',
  emailOrProjectNotFound: 'Email or project not found',
  selectProject: 'Please select a project',
  noValidEmails: 'No valid emails to classify',
} as const;

export const MAIL_ERRORS = {
  noGraphToken: 'No Microsoft Graph token available',
  noGraphTokenSend: 'No Microsoft Graph token available. Please login first.',
  sendNotAuthenticated: 'Authentication Required: Please log in to send emails. Click the login button in the top right corner.',
  blankReply: 'Please write a reply before sending',
  importLogin: 'Please log in to import emails',
  emailNotFound: 'Email not found',
  noReplyAddress: 'The email has no address to reply to',
} as const;

export const TASK_ERRORS = {
  titleRequired: 'Please enter a task title',
  projectRequired: 'Please select a project to continue',
  noProjects: 'No projects available. Create a project first.',
} as const;

/** Sign-in failures with their own screen instead of the generic error. */
export const MICROSOFT_SIGN_IN_ERRORS = {
  adminConsentRequired: 'admin_consent_required',
  tenantNotAllowed: 'tenant_not_allowed',
} as const;

export const MICROSOFT_SIGN_IN_TEXTS = {
  adminConsentTitle: 'Ask your administrator',
  adminConsent:
    'Your organisation only lets administrators allow apps to read mail. Send your Microsoft 365 administrator this link; once they approve Triage for your organisation, sign in again.',
  tenantNotAllowed:
    'Your organisation is not allowed to sign in to this Triage installation. Ask the person who runs it to add your tenant.',
} as const;
