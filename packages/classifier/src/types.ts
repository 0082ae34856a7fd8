import type { Rule, TaskStyle } from '@triage/contracts';
import type { LearnerState } from './learner/learner-state.js';

/** What the engine needs of a project; lists are the matching rules of docs/behaviour.md, Entities. */
export type ProjectInfo = {
  id: string;
  name: string;
  officialName: string | null;
  otherNames: string | null;
  involvedParties: string | null;
  associatedProjects: string | null;
  status: string;
  senderIncludes: string[];
  domainMatches: string[];
  subjectIncludes: string[];
  bodyIncludes: string[];
  bodyRegex: string | null;
};

export type Recipient = { name: string | null; address: string };

/** bodyText is plain text (HTML already converted by the mail package). */
export type EmailInput = {
  id: string;
  fromName: string | null;
  fromAddress: string | null;
  to: Recipient[];
  cc: Recipient[];
  subject: string | null;
  bodyText: string | null;
  receivedAt: Date;
  conversationId: string | null;
  /** Headers that mark list and automated mail (RFC 2369, RFC 3834, Precedence); absent when unknown. */
  headers?: { listId?: string | null; listUnsubscribe?: string | null; precedence?: string | null; autoSubmitted?: string | null };
  /** A calendar invitation (a text/calendar part or an invitation's text): when it starts and what it is. */
  meeting?: { start: Date | null; subject?: string | null } | null;
};

export type ClassifyContext = {
  userName: string | null;
  projects: ProjectInfo[];
  /** The user's tagging rules; they are applied by their `order`. */
  rules: Rule[];
  /** The project already approved for another email of the same conversation. */
  conversationProjectId: string | null;
  style: TaskStyle;
  model: LearnerState;
  /**
   * When the suggestion is created (docs/behaviour.md, Constants and limits: default due 7 days from creation);
   * defaults to the email's receivedAt, which keeps classification pure.
   */
  now?: Date;
  /** Below this confidence the label is 'None'; defaults to CONFIDENCE_THRESHOLD. */
  threshold?: number;
  /** IANA zone that due dates are read and written in (a "Friday" is the user's Friday); defaults to UTC. */
  timeZone?: string;
  /** The user's own addresses (mailbox and aliases): who "you" is in the email; unknown when absent. */
  ownerAddresses?: string[];
};

export type Priority = 'P1' | 'P2' | 'P3' | 'P4';

export type ProposedTask = {
  title: string;
  description: string;
  priority: Priority;
  /** yyyy-mm-dd */
  dueDate: string;
  /** Where the due date came from: a date named in the email, the tagging rule's due, or the default. */
  dueSource: 'email' | 'rule' | 'default';
  confidence: number;
  /** The sentence of the email the task was read from. */
  sentence: string;
};

export type Signal = 'project_rule' | 'tagging_rule' | 'conversation' | 'mention' | 'learner' | 'llm' | 'none';

export type MatchedRule = { ruleId: string; name: string; reasons: string[] };

export type ClassifyResult = {
  /** Project name, or 'None' (shown 'Unclassified'). */
  label: string;
  projectId: string | null;
  confidence: number;
  signal: Signal;
  /** Why the project was chosen ("sender contains ...", "subject mentions ..."). */
  reasons: string[];
  /** Every tagging rule that matched, in rule order (reported even when another signal decided). */
  matchedRules: MatchedRule[];
  tags: string[];
  /** The deciding tagging rule's assignee, if it has one. */
  assignee: string | null;
  proposedTasks: ProposedTask[];
  replyEmail: string;
  /** Whether the sender expects an answer; the draft is still made, shown on demand when false. */
  replyNeeded: boolean;
  /** Why, in a few words ("Asks you to send the signed lease", "Newsletter"). */
  replyReason: string;
  /** The best candidate projects, best first (at most three), with calibrated confidences; shown as
   *  choices when the engine is not confident ("No confident match"). Empty when there are no candidates. */
  alternatives: { projectId: string; name: string; confidence: number }[];
  processingTimeMs: number;
};
