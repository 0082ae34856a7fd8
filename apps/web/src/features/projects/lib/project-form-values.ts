import { PROJECT_COLORS, type Priority, type Project, type ProjectCreate, type ProjectStatus, type ProjectUpdate } from '@triage/contracts';
import { joinCommaList, normalizeCommaText, parseCommaList } from '@/lib/comma-list';

type ProjectType = 'Project' | 'Area';
type DueRule = 'next_business_day' | 'parse' | '48h';
type Context = 'Central Process' | 'Managed Property' | 'Operating Company' | 'Personal';

/** What the project dialog edits: every list is a comma-separated text box. */
export interface ProjectFormValues {
  name: string;
  description: string;
  type: ProjectType;
  /** '' means no context. */
  context: Context | '';
  officialName: string;
  associatedProjects: string;
  otherNames: string;
  involvedParties: string;
  notes: string;
  color: string;
  status: ProjectStatus;
  labels: string;
  defaultPriority: Priority;
  defaultDueRule: DueRule;
  senderIncludes: string;
  domainMatches: string;
  subjectIncludes: string;
  bodyIncludes: string;
  bodyRegex: string;
}

const TEXT_FIELDS = ['description', 'officialName', 'notes'] as const;
const COMMA_TEXT_FIELDS = ['associatedProjects', 'otherNames', 'involvedParties'] as const;
const LIST_FIELDS = ['labels', 'senderIncludes', 'domainMatches', 'subjectIncludes', 'bodyIncludes'] as const;

/** New project defaults (docs/behaviour.md, Constants and limits): type Project, status open, P2, first colour, next business day. */
export const emptyProjectForm: ProjectFormValues = {
  name: '',
  description: '',
  type: 'Project',
  context: '',
  officialName: '',
  associatedProjects: '',
  otherNames: '',
  involvedParties: '',
  notes: '',
  color: PROJECT_COLORS[0],
  status: 'open',
  labels: '',
  defaultPriority: 'P2',
  defaultDueRule: 'next_business_day',
  senderIncludes: '',
  domainMatches: '',
  subjectIncludes: '',
  bodyIncludes: '',
  bodyRegex: '',
};

export function projectToForm(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    type: project.type as ProjectType,
    context: (project.context ?? '') as Context | '',
    officialName: project.officialName ?? '',
    associatedProjects: project.associatedProjects ?? '',
    otherNames: project.otherNames ?? '',
    involvedParties: project.involvedParties ?? '',
    notes: project.notes ?? '',
    color: project.color,
    status: project.status,
    labels: joinCommaList(project.labels),
    defaultPriority: project.defaultPriority as Priority,
    defaultDueRule: project.defaultDueRule as DueRule,
    senderIncludes: joinCommaList(project.senderIncludes),
    domainMatches: joinCommaList(project.domainMatches),
    subjectIncludes: joinCommaList(project.subjectIncludes),
    bodyIncludes: joinCommaList(project.bodyIncludes),
    bodyRegex: project.bodyRegex ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Every field as the API takes it; empty texts null, empty lists []. */
function toApiFields(values: ProjectFormValues) {
  const out: Record<string, unknown> = {
    name: values.name.trim(),
    type: values.type,
    context: values.context === '' ? null : values.context,
    color: values.color,
    status: values.status,
    defaultPriority: values.defaultPriority,
    defaultDueRule: values.defaultDueRule,
    bodyRegex: blankToNull(values.bodyRegex),
  };
  for (const key of TEXT_FIELDS) out[key] = blankToNull(values[key]);
  for (const key of COMMA_TEXT_FIELDS) out[key] = normalizeCommaText(values[key]);
  for (const key of LIST_FIELDS) out[key] = parseCommaList(values[key]);
  return out;
}

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/** Create payload: empty fields are left out (sent as absent, docs/behaviour.md, Validation). */
export function toProjectCreate(values: ProjectFormValues): ProjectCreate {
  const fields = toApiFields(values);
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => !isEmpty(v))) as ProjectCreate;
}

/**
 * Update payload: only what changed. A field the user emptied is sent as null / [] so it is
 * really cleared (leaving it out of a PATCH would keep the old value).
 */
export function toProjectUpdate(values: ProjectFormValues, initial: ProjectFormValues): ProjectUpdate {
  const next = toApiFields(values);
  const before = toApiFields(initial);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as ProjectUpdate;
}
