import {
  Archive,
  BookOpen,
  FlaskConical,
  FolderKanban,
  GraduationCap,
  Layers,
  LayoutTemplate,
  LifeBuoy,
  ListChecks,
  ListFilter,
  type LucideIcon,
  MailCheck,
  Palette,
  RefreshCw,
  Reply,
  ScrollText,
  Settings,
} from 'lucide-react';

export interface Section {
  path: string;
  /** Header title (docs/behaviour.md, Shell). */
  title: string;
  /** Sidebar label, where it differs from the title. */
  label: string;
  icon: LucideIcon;
}

const section = (path: string, title: string, icon: LucideIcon, label = title): Section => ({ path, title, label, icon });

export const MAIN_SECTIONS: readonly Section[] = [
  section('/', 'Training Center', GraduationCap),
  section('/replies', 'Replies', Reply),
  section('/followups', 'Follow-ups', MailCheck),
  section('/projects', 'Projects', FolderKanban),
  section('/tasks', 'Tasks', ListChecks),
  section('/services', 'Services', Layers),
  section('/templates', 'Templates', LayoutTemplate),
];

export const CONFIGURE_SECTIONS: readonly Section[] = [
  section('/rules', 'Rules', ListFilter),
  section('/style', 'Task Style', Palette),
  section('/contexts', 'Contexts', BookOpen),
  section('/preview', 'Preview & Test', FlaskConical),
  section('/sync', 'Sync Dashboard', RefreshCw),
  section('/audit', 'Audit Log', ScrollText),
];

const SETTINGS_SECTION = section('/settings', 'Settings', Settings);
const ARCHIVES_SECTION = section('/archives', 'Archives', Archive);
export const HELP_SECTION = section('/help', 'Help & Documentation', LifeBuoy, 'Help & Docs');

const ALL_SECTIONS: readonly Section[] = [
  ...MAIN_SECTIONS,
  ...CONFIGURE_SECTIONS,
  SETTINGS_SECTION,
  ARCHIVES_SECTION,
  HELP_SECTION,
];

const DEFAULT_TITLE = 'Training Center';

/** Header title for a location; nested paths (e.g. /projects/42) belong to their section. */
export function sectionTitle(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  const match = ALL_SECTIONS.find((s) => s.path === `/${first}`);
  return match?.title ?? DEFAULT_TITLE;
}
