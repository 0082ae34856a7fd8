/** What other parts of the app may use from the services feature; everything else in it is internal. */
export { useServices } from './api/get-services';
export { duplicateMessage } from './lib/duplicate-error';
