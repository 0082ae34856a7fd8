import { useAuthConfig } from '@/features/auth';
import { HelpSection } from '../help-section';

export function Privacy() {
  const mode = useAuthConfig().data?.mode;
  return (
    <HelpSection id="privacy" title="Privacy: what leaves this machine, and when">
      <p>
        Triage runs on your own machine or server. Your mail, projects, tasks and the classifier's model are stored in its PostgreSQL
        database, every row under your user. There is no telemetry and no account with us.
      </p>
      <ul>
        <li>
          <strong>Local mode</strong>
          {mode === 'local' && ' (this installation)'}: mail is read from a folder on this machine. Nothing leaves it, except replies you
          send when the server has an SMTP server configured (<code>SMTP_URL</code>); otherwise replies are written to the outbox folder.
        </li>
        <li>
          <strong>Microsoft 365</strong>
          {mode === 'microsoft' && ' (this installation)'}: Triage talks to Microsoft Graph with your sign-in to read your inbox and send
          the replies you choose to send. Microsoft's access tokens stay on the server, encrypted; your browser never sees them.
        </li>
        <li>
          <strong>Optional LLM</strong>: only when the server is configured with an LLM endpoint (<code>LLM_BASE_URL</code>), each email's
          sender, recipients, subject and text (up to 10,000 characters) and your project names are sent to that endpoint to classify it.
          Without it, classification never leaves the machine.
        </li>
      </ul>
      <p>
        Email HTML is cleaned of scripts and trackers before it is stored, and shown in a sandbox; remote images load only when you allow
        them for an email. The Audit Log records your changes but never passwords, tokens or secrets. <em>Settings → Clear local data</em>{' '}
        removes what this browser keeps.
      </p>
    </HelpSection>
  );
}
