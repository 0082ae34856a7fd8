import { Link } from 'react-router';
import { HelpSection } from '../help-section';

export function ClassifierHelp() {
  return (
    <HelpSection id="how-the-classifier-learns" title="How the classifier learns">
      <p>
        By default the classifier runs on this machine, in milliseconds, and learns only from you. It decides an email's project in this
        order; the first that answers wins:
      </p>
      <ol>
        <li>
          <strong>Your project's matching rules</strong> (sender includes, domain matches, subject or body includes, body regex, set on each
          project).
        </li>
        <li>
          <strong>Your tagging rules</strong>, in their order on the Rules screen: the first matching rule whose project is active decides,
          with that rule's confidence.
        </li>
        <li>
          <strong>The conversation</strong>: a reply in a thread you already filed goes to the same project.
        </li>
        <li>
          <strong>Names</strong>: a project's name, other names or involved parties mentioned in the email.
        </li>
        <li>
          <strong>What it has learned</strong>: a model of your own decisions, over senders, domains, recipients and the words of subject
          and body.
        </li>
      </ol>
      <p>
        Your rules, the conversation and names decide from a confidence of 0.5; a guess from what it has learned must reach 0.9. Below that
        the card says <em>No confident match</em> and offers the three closest projects, one click each, rather than guessing.
      </p>
      <h3>What teaches it</h3>
      <ul>
        <li>Approving a recommended project, or choosing another one ('Save &amp; Update'): the email teaches that project.</li>
        <li>Approving a task under a project: the email teaches the task's project.</li>
        <li>Feedback that names one of your projects ("this is Harbour Tower"): the email teaches that project.</li>
        <li>Rejecting a project: whatever that email had taught before is taken back. Each email counts once, for your last decision.</li>
      </ul>
      <p>
        Every decision updates the model at once; the{' '}
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Training Center
        </Link>{' '}
        shows how many decisions it has learned from and how often it was right lately. Use{' '}
        <Link to="/preview" className="text-primary underline-offset-4 hover:underline">
          Preview &amp; Test
        </Link>{' '}
        to try it on any email without saving anything.
      </p>
      <h3>Tasks and replies</h3>
      <p>
        Requests addressed to you (not to the other people on the email, and not the sender's own next steps) become suggested tasks, at
        most three per email; an invitation becomes one "Attend" task on its day. A date the email names sets the due date; when it names
        none, the task says so ("no date in the email"). Urgency words ("urgent", "no rush") set the priority through your Task Style
        urgency map. Newsletters and notifications get no tasks. When an email asks for an answer the reply draft answers each request; when
        it does not, the card says <em>No reply needed</em> and keeps the draft behind <em>Draft a reply</em>.
      </p>
    </HelpSection>
  );
}
