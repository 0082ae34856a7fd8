import { apiErrorSchema } from '@triage/contracts';

/** The error answers every data route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
