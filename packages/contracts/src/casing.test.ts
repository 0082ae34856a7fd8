import { describe, expect, it } from 'vitest';
import { fromApiCase, SNAKE_CASE_KEYS, toApiCase, toDbCase } from './casing.js';

describe('toApiCase', () => {
  it('turns stored snake_case keys into camelCase', () => {
    expect(toApiCase({ from_name: 'Ann', received_time: 'x', default_priority: 'P2' })).toEqual({
      fromName: 'Ann',
      receivedTime: 'x',
      defaultPriority: 'P2',
    });
  });

  it('keeps the listed keys snake_case, whichever spelling comes in', () => {
    const row = Object.fromEntries(SNAKE_CASE_KEYS.map((k) => [k, 1]));
    expect(toApiCase(row)).toEqual(row);
    expect(toApiCase({ projectId: 'p', dueDate: '2026-01-01', isArchived: false })).toEqual({
      project_id: 'p',
      due_date: '2026-01-01',
      is_archived: false,
    });
  });

  it('converts nested objects and arrays, dates to ISO text, and leaves values alone', () => {
    const when = new Date('2026-11-22T10:00:00Z');
    expect(toApiCase({ service_projects: [{ project_name: 'A', service_id: 's' }], archived_at: when, body_text: 'a_b' })).toEqual({
      serviceProjects: [{ project_name: 'A', serviceId: 's' }],
      archived_at: '2026-11-22T10:00:00.000Z',
      bodyText: 'a_b',
    });
  });

  it('leaves already camelCase keys as they are', () => {
    expect(toApiCase({ senderIncludes: ['a'], bodyRegex: null })).toEqual({ senderIncludes: ['a'], bodyRegex: null });
  });
});

describe('fromApiCase', () => {
  it('turns request keys, snake_case ones included, into camelCase field names', () => {
    expect(fromApiCase({ project_id: 'p', due_date: 'd', checklist: [{ completed: true }] })).toEqual({
      projectId: 'p',
      dueDate: 'd',
      checklist: [{ completed: true }],
    });
  });
});

describe('toDbCase', () => {
  it('turns every camelCase key into snake_case, deeply', () => {
    expect(toDbCase({ fromAddress: 'a', workingHours: { startTime: '09:00' }, project_id: 'p' })).toEqual({
      from_address: 'a',
      working_hours: { start_time: '09:00' },
      project_id: 'p',
    });
  });

  it('round-trips with toApiCase', () => {
    const api = { officialName: 'X', project_name: 'Y', list: [{ isRead: true }] };
    expect(toApiCase(toDbCase(api))).toEqual(api);
  });
});
