import { z } from 'zod';
import { archiveFields, idSchema, nameSchema, timestampFields } from './common.js';
import { DEFAULT_SERVICE_COLOR, SERVICE_COLORS, SERVICE_PROJECT_STATUSES } from './enums.js';

const colorSchema = z.enum(SERVICE_COLORS as [string, ...string[]], {
  message: `must be one of ${SERVICE_COLORS.join(', ')}`,
});
const serviceProjectStatus = z.enum(SERVICE_PROJECT_STATUSES, {
  message: `must be one of ${SERVICE_PROJECT_STATUSES.join(', ')}`,
});

/** Services create (docs/behaviour.md, API): name, color, is_archived. */
export const serviceCreateSchema = z
  .object({
    name: nameSchema('Service name'),
    color: colorSchema.default(DEFAULT_SERVICE_COLOR),
    is_archived: z.boolean().optional(),
  })
  .strict();
export type ServiceCreate = z.input<typeof serviceCreateSchema>;

/** Services update (docs/behaviour.md, API): name, color (archiving goes through the archives endpoints). */
export const serviceUpdateSchema = z
  .object({ name: nameSchema('Service name'), color: colorSchema })
  .partial()
  .strict();
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

/** docs/behaviour.md, API: POST /services/{id}/projects carries project_id, project_name, status. */
export const serviceProjectCreateSchema = z
  .object({
    project_id: idSchema.nullish(),
    project_name: nameSchema('Project name'),
    status: serviceProjectStatus.default('open'),
  })
  .strict();
export type ServiceProjectCreate = z.input<typeof serviceProjectCreateSchema>;

/** docs/behaviour.md, API: PATCH /services/projects/{id} carries project_name, status. */
export const serviceProjectUpdateSchema = z
  .object({ project_name: nameSchema('Project name'), status: serviceProjectStatus })
  .partial()
  .strict();
export type ServiceProjectUpdate = z.input<typeof serviceProjectUpdateSchema>;

export const serviceProjectSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string(),
  status: z.enum(SERVICE_PROJECT_STATUSES),
  ...timestampFields,
});
export type ServiceProject = z.output<typeof serviceProjectSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  color: z.string(),
  ...archiveFields,
  ...timestampFields,
  projects: z.array(serviceProjectSchema),
});
export type Service = z.output<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);
