/** What other parts of the app may use from the settings feature; everything else in it is internal. */
export { useLatestImport, useStartImport } from './api/email-import';
