import { Link } from 'react-router';
import { HelpSection } from '../help-section';

export function HowItWorks() {
  return (
    <HelpSection id="how-triage-works" title="How triage works">
      <p>
        Triage reads your work mailbox and gives every email one classification: a project, the tasks it asks of you, and a drafted reply.
        You review each suggestion; nothing becomes a task or leaves as a reply until you say so.
      </p>
      <ol>
        <li>
          <strong>Sync.</strong> New mail arrives every couple of minutes (or at once, where Microsoft can notify Triage). The{' '}
          <Link to="/sync" className="text-primary underline-offset-4 hover:underline">
            Sync Dashboard
          </Link>{' '}
          shows every run; <em>Settings → Email Import</em> brings in older mail.
        </li>
        <li>
          <strong>Classify.</strong> Each new email is matched to a project, its requests become suggested tasks (with a priority and a due
          date), and a short reply is drafted.
        </li>
        <li>
          <strong>Review.</strong> In the{' '}
          <Link to="/" className="text-primary underline-offset-4 hover:underline">
            Training Center
          </Link>{' '}
          you approve or correct the project, approve, edit or reject each task, and send or edit the reply. Archive an email when you are
          done with it, or snooze it until later today, tomorrow morning, next week or a date of your choice. The compact list (with a
          reading pane on wide screens) or the Comfortable cards: your choice is remembered. Select emails (x, Shift+x, or their checkboxes)
          to archive, approve, reject, move or snooze them at once; z or the toast's Undo takes back the last action, and a reply waits a
          few seconds before it goes.
        </li>
        <li>
          <strong>Work.</strong> Approved tasks live under{' '}
          <Link to="/tasks" className="text-primary underline-offset-4 hover:underline">
            Tasks
          </Link>
          , with the checklist of any template that applies; sent replies are threaded into the conversation.
        </li>
      </ol>
      <p>
        Every change you make is kept in the{' '}
        <Link to="/audit" className="text-primary underline-offset-4 hover:underline">
          Audit Log
        </Link>
        , with the record before and after.
      </p>
    </HelpSection>
  );
}
