import { isApiRequestError } from '@/lib/api-client';

/** The server answers 409 with the spec's duplicate text ('A service with this name already exists...'). */
export const duplicateMessage = (error: unknown): string | null =>
  isApiRequestError(error) && error.status === 409 ? error.message : null;
