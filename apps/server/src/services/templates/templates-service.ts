import { and, desc, eq } from 'drizzle-orm';
import { ERRORS, fromApiCase, toApiCase, type Template, type TemplateCreate, type TemplateUpdate } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { archiveValues } from '../archives/archive-columns.js';
import { guardDuplicate } from '../services/duplicate-name.js';
import { patchSet } from '../../db/patch.js';

type Row = typeof templates.$inferSelect;
type Patch = Partial<typeof templates.$inferInsert>;

const TEMPLATE_NOT_FOUND = 'Template not found';
const TEMPLATE_DUPLICATE = { primary: ERRORS.templateDuplicatePrimary, other: ERRORS.templateDuplicate };

const toApi = (row: Row) => toApiCase<Template>(row);
const mine = (userId: string, id: string) => and(eq(templates.userId, userId), eq(templates.id, id));

/** docs/behaviour.md, States and transitions and API: the list excludes archived templates, newest first. */
export async function listTemplates(db: Db, userId: string): Promise<Template[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.userId, userId), eq(templates.isArchived, false)))
    .orderBy(desc(templates.createdAt), desc(templates.id));
  return rows.map(toApi);
}

/** One template, archived or not (the archives screen reads archived ones too). */
export async function getTemplate(db: Db, userId: string, id: string): Promise<Template> {
  const [row] = await db.select().from(templates).where(mine(userId, id)).limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toApi(row);
}

export async function createTemplate(db: Db, userId: string, input: TemplateCreate): Promise<Template> {
  const { isArchived, ...rest } = fromApiCase<Patch & { name: string }>(input);
  const [row] = await guardDuplicate(
    () =>
      db
        .insert(templates)
        .values({ ...rest, ...(isArchived === undefined ? {} : archiveValues(isArchived)), userId })
        .returning(),
    TEMPLATE_DUPLICATE,
  );
  return toApi(row!);
}

/** A rename follows the same duplicate rule as create. */
export async function updateTemplate(db: Db, userId: string, id: string, input: TemplateUpdate): Promise<Template> {
  const patch = fromApiCase<Patch>(input);
  const [row] = await guardDuplicate(
    () => db.update(templates).set(patchSet(patch)).where(mine(userId, id)).returning(),
    TEMPLATE_DUPLICATE,
  );
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toApi(row);
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(templates).where(mine(userId, id)).returning({ id: templates.id });
  if (deleted.length === 0) throw notFound(TEMPLATE_NOT_FOUND);
}
