import { Link } from 'react-router';
import { HelpSection } from '../help-section';

const VARIABLES: [string, string][] = [
  ['PORT, HOST', 'Where the server listens (default 3000 on 127.0.0.1).'],
  ['DATA_DIR', 'The embedded database, local mailbox, outbox and generated secrets (default ./data).'],
  ['DATABASE_URL', 'Use this PostgreSQL instead of the embedded one.'],
  ['AUTH_MODE', "'local' (default without a Microsoft app) or 'microsoft'."],
  ['LOCAL_PASSWORD', 'Required for local sign-in when the server listens beyond this machine.'],
  ['MS_TENANT_ID, MS_CLIENT_ID, MS_CLIENT_SECRET', 'The Entra ID app for Microsoft sign-in and mail.'],
  ['SYNC_INTERVAL_SECONDS', 'How often the mailbox is read (default 120).'],
  ['WEBHOOK_BASE_URL', 'A public HTTPS address for instant new-mail notices from Microsoft.'],
  ['LLM_BASE_URL, LLM_MODEL, LLM_API_KEY', 'An optional OpenAI-compatible endpoint for classification.'],
  ['SMTP_URL', 'Send local-mode replies by SMTP instead of the outbox folder.'],
];

export function Configuration() {
  return (
    <HelpSection id="configuration" title="Configuration">
      <p>
        In the app,{' '}
        <Link to="/settings" className="text-primary underline-offset-4 hover:underline">
          Settings
        </Link>{' '}
        connects or disconnects the mailbox, imports older mail (1 to 365 days back, or .eml and .mbox files), exports your configuration as
        a JSON file and imports one, and shows the version and health of the server.
      </p>
      <p>The server itself is configured by environment variables, read when it starts:</p>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">Variable</th>
              <th className="px-3 py-2 font-medium">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {VARIABLES.map(([name, meaning]) => (
              <tr key={name} className="border-t">
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] sm:whitespace-nowrap">{name}</td>
                <td className="px-3 py-2">{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The API is documented at{' '}
        <a href="/api/docs" className="text-primary underline-offset-4 hover:underline">
          /api/docs
        </a>
        .
      </p>
    </HelpSection>
  );
}
