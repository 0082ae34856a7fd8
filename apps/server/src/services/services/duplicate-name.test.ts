import { describe, expect, it } from 'vitest';
import { duplicateNameError } from './duplicate-name.js';

const texts = { primary: 'with this name text', other: 'other text' };
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert ...'), { cause });

describe('duplicateNameError (docs/behaviour.md, Messages)', () => {
  it('gives the "with this name" text for a clash on the name index', () => {
    const err = duplicateNameError(wrapped({ code: '23505', constraint: 'services_user_name_uq' }), texts);
    expect(err).toMatchObject({ statusCode: 409, code: 'conflict', message: 'with this name text' });
  });

  it('gives the other text for any other unique constraint', () => {
    const err = duplicateNameError(wrapped({ code: '23505', constraint: 'services_pkey' }), texts);
    expect(err?.message).toBe('other text');
  });

  it('leaves every other error alone', () => {
    expect(duplicateNameError(wrapped({ code: '23503' }), texts)).toBeNull();
    expect(duplicateNameError(new Error('boom'), texts)).toBeNull();
  });
});
