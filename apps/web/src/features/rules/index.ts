/** What other parts of the app may use from the rules feature; everything else in it is internal. */
export { RULE_SHORTCUTS } from './lib/rule-shortcuts';
