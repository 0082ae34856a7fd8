import { Link } from 'react-router';
import { HelpSection } from '../help-section';

const link = 'text-primary underline-offset-4 hover:underline';

export function RulesAndTemplates() {
  return (
    <HelpSection id="rules-and-templates" title="How rules and templates apply">
      <h3>Tagging rules</h3>
      <p>
        A{' '}
        <Link to="/rules" className={link}>
          rule
        </Link>{' '}
        says: IF the sender, domain, subject or body matches any of its conditions, THEN file the email under a project, with tags, a
        priority, an assignee or a due date. Rules run in their order (Rule #1 first) and the first match decides; the tags of every
        matching rule are kept. Drag a rule, or use its arrows, to change the order. Paste an email into <em>Test Rules</em> to see which
        rules match and why; <em>Generate from Examples</em> proposes a rule from the emails you already filed under a project.
      </p>
      <p>A rule's priority is a floor for its tasks (never lowered); its due date is used when the email names none.</p>
      <h3>Checklist templates</h3>
      <p>
        A{' '}
        <Link to="/templates" className={link}>
          template
        </Link>{' '}
        lists checklist items for one or more services. When a task is created from an email under a project that belongs to one of those{' '}
        <Link to="/services" className={link}>
          services
        </Link>
        , the template's items become the task's checklist (several templates combine, without repeats).
      </p>
      <h3>Task Style</h3>
      <p>
        <Link to="/style" className={link}>
          Task Style
        </Link>{' '}
        writes the title and description of every task created from an email. Templates use the variables <code>{'{{sender}}'}</code>,{' '}
        <code>{'{{subject}}'}</code>, <code>{'{{first_sentence}}'}</code> (the request), <code>{'{{project}}'}</code>,{' '}
        <code>{'{{date}}'}</code> and <code>{'{{body}}'}</code>. Switches add metadata, an Outlook link and next steps; the urgency map and
        the due date parser decide priority and due date. The live preview shows the result before you save.
      </p>
      <h3>Contexts</h3>
      <p>
        <Link to="/contexts" className={link}>
          Contexts
        </Link>{' '}
        are where you work from, each with a time zone and working hours, so you can see at a glance whether it is working time there.
      </p>
    </HelpSection>
  );
}
