/** What other parts of the app may use from the training feature; everything else in it is internal. */
export { TrainingProgressCard } from './components/training-progress-card';
