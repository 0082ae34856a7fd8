import { PageHeader } from '@/components/ui/page-header';
import { ClassifierHelp } from './sections/classifier';
import { Configuration } from './sections/configuration';
import { HowItWorks } from './sections/how-it-works';
import { Privacy } from './sections/privacy';
import { RulesAndTemplates } from './sections/rules-templates';
import { Shortcuts } from './sections/shortcuts';

const TOPICS = [
  { id: 'how-triage-works', title: 'How triage works' },
  { id: 'keyboard-shortcuts', title: 'Keyboard shortcuts' },
  { id: 'how-the-classifier-learns', title: 'How the classifier learns' },
  { id: 'rules-and-templates', title: 'How rules and templates apply' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'configuration', title: 'Configuration' },
];

export function HelpPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title="Help & Documentation" description="How Triage works, and how to make it work for you." />
      <div className="grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Help topics" className="lg:sticky lg:top-0">
          <ul className="space-y-1 text-sm">
            {TOPICS.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(topic.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    window.history.replaceState(null, '', `#${topic.id}`);
                  }}
                  className="block rounded-md px-3 py-1.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <HowItWorks />
          <Shortcuts />
          <ClassifierHelp />
          <RulesAndTemplates />
          <Privacy />
          <Configuration />
        </div>
      </div>
    </div>
  );
}
