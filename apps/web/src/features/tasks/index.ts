/** What other parts of the app may use from the tasks feature; everything else in it is internal. */
export { useCreateTask } from './api/create-task';
