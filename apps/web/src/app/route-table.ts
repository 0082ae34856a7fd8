/**
 * The app's one list of screens (docs/behaviour.md, Shell): the router mounts a page per path, the
 * sidebar and the command palette list them from here, and the unit and browser tests walk it.
 * Plain data on purpose, with no React or icons, so the Playwright specs can import it too.
 */

/** Where a screen's link sits: the sidebar's main list, its Configure group, its Help foot, or only the user menu. */
export type SectionPlace = 'main' | 'configure' | 'help' | 'user-menu';

interface SectionSpec {
  path: string;
  /** Header title and command-palette entry. */
  title: string;
  /** Sidebar label, where it differs from the title. */
  label: string;
  place: SectionPlace;
}

const section = <P extends string>(path: P, title: string, place: SectionPlace, label = title) => ({ path, title, label, place }) as const;

/** In the order the sidebar shows them and the command palette offers them. */
export const SECTIONS = [
  section('/', 'Training Center', 'main'),
  section('/replies', 'Replies', 'main'),
  section('/followups', 'Follow-ups', 'main'),
  section('/projects', 'Projects', 'main'),
  section('/tasks', 'Tasks', 'main'),
  section('/services', 'Services', 'main'),
  section('/templates', 'Templates', 'main'),
  section('/rules', 'Rules', 'configure'),
  section('/style', 'Task Style', 'configure'),
  section('/contexts', 'Contexts', 'configure'),
  section('/preview', 'Preview & Test', 'configure'),
  section('/sync', 'Sync Dashboard', 'configure'),
  section('/audit', 'Audit Log', 'configure'),
  section('/settings', 'Settings', 'user-menu'),
  section('/archives', 'Archives', 'user-menu'),
  section('/help', 'Help & Documentation', 'help', 'Help & Docs'),
] as const satisfies readonly SectionSpec[];

export type Section = (typeof SECTIONS)[number];
export type SectionPath = Section['path'];

export const sectionsIn = (place: SectionPlace): readonly Section[] => SECTIONS.filter((s) => s.place === place);

/** The sidebar's links, top to bottom (the user menu's screens are not among them). */
export const SIDEBAR_SECTIONS: readonly Section[] = [...sectionsIn('main'), ...sectionsIn('configure'), ...sectionsIn('help')];

const DEFAULT_TITLE = SECTIONS[0].title;

/** Header title for a location; nested paths (e.g. /projects/42) belong to their section. */
export function sectionTitle(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  const match = SECTIONS.find((s) => s.path === `/${first}`);
  return match?.title ?? DEFAULT_TITLE;
}
