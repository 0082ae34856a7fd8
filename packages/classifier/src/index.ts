export type {
  ClassifyContext,
  ClassifyResult,
  EmailInput,
  MatchedRule,
  Priority,
  ProjectInfo,
  ProposedTask,
  Recipient,
  Signal,
} from './types.js';
export { projectInfo } from './project-info.js';
export { classify, CONFIDENCE_THRESHOLD, SIGNAL_THRESHOLD } from './classify/classify.js';
export { decideProject, type ProjectDecision } from './classify/decide-project.js';
export { emptyLearner, learnerStats, loadLearner, LEARNER_VERSION, type LearnerState } from './learner/learner-state.js';
export { learn, forgetProject, MAX_FEATURES } from './learner/learn.js';
export { prepareClassifierBody } from './text/prepare-body.js';
export { latestMessage } from './text/latest-message.js';
export { calendarMeeting, textMeeting } from './text/invitation.js';
export { extractTasks, type ExtractOptions } from './tasks/extract-tasks.js';
export { draftReply, type DraftOptions } from './reply/draft-reply.js';
export { mapLabelToProject } from './signals/label-mapping.js';
export { activeProjects } from './signals/candidates.js';
export { llmClassify, type LlmConfig, type LlmClassifyResult } from './llm/llm-classify.js';
export * from './rules/rule-matcher.js';
export { suggestRuleConditions, type SuggestedConditions, type Suggestion } from './rules/suggest-conditions.js';
export { extractCommitments, type Commitment } from './followups/commitments.js';
export { asksSomething } from './followups/asks.js';
