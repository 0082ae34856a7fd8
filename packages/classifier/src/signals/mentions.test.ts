import { describe, expect, it } from 'vitest';
import { email, project } from '../test-support/fixtures.js';
import { findMentions } from './mentions.js';

const fitOut = project({
  id: 'p-fit',
  name: 'Harbour Tower fit-out',
  involvedParties: 'Quayside Construction Ltd (Tom Okafor, site lead)',
});
const redesign = project({ id: 'p-web', name: 'Website redesign', involvedParties: 'Pixelworks Inc.' });
const erp = project({ id: 'p-erp', name: 'ERP migration' });
const acme = project({ id: 'p-acme', name: 'Acme renewal', involvedParties: 'Acme Corp' });
const all = [fitOut, redesign, erp, acme];
const found = (over: Parameters<typeof email>[0]) =>
  findMentions(email({ fromAddress: 'ann@triage.test', bodyText: '', ...over }), all, over.bodyText ?? '').map((m) => ({
    id: m.project.id,
    reasons: m.reasons,
  }));

describe('project mentions', () => {
  it('a join written either way names the project: "fit-out" as "fitout", "redesign" as "re-design", "ERP migration" as "ERP-migration"', () => {
    expect(found({ subject: 'Status', bodyText: 'The harbour tower fitout is on schedule.' })).toEqual([
      { id: 'p-fit', reasons: ['body mentions "Harbour Tower fit-out"'] },
    ]);
    expect(found({ subject: 'Website re-design kickoff' })).toEqual([{ id: 'p-web', reasons: ['subject mentions "Website redesign"'] }]);
    expect(found({ subject: 'Status', bodyText: 'The ERP-migration cutover is now Jan 9.' })).toEqual([
      { id: 'p-erp', reasons: ['body mentions "ERP migration"'] },
    ]);
    // Written as the project writes it, it counts once.
    expect(found({ subject: 'Harbour Tower fit-out snags' })).toEqual([
      { id: 'p-fit', reasons: ['subject mentions "Harbour Tower fit-out"'] },
    ]);
  });

  it("a party is known without its legal form, in the text as written and as the sender's company domain", () => {
    expect(found({ subject: 'Contract', bodyText: 'Acme signed the renewal.' })).toEqual([
      { id: 'p-acme', reasons: ['involves "Acme Corp"'] },
    ]);
    expect(found({ subject: 'Contract', bodyText: 'acme is a word here too.' })).toEqual([]);
    expect(found({ fromName: 'Bob Smith', fromAddress: 'bob@acmecorp.com', subject: 'Pricing' })).toEqual([
      { id: 'p-acme', reasons: ["sender writes from Acme Corp's domain"] },
    ]);
    expect(found({ fromName: 'Sara Lind', fromAddress: 'sara@mail.pixelworks.io', subject: 'Mockups v2' })).toEqual([
      { id: 'p-web', reasons: ["sender writes from Pixelworks Inc.'s domain"] },
    ]);
    expect(found({ fromName: 'Kim Lee', fromAddress: 'kim@quaysideconstruction.co.uk', subject: 'Slab' })).toEqual([
      { id: 'p-fit', reasons: ["sender writes from Quayside Construction Ltd's domain"] },
    ]);
  });

  it('a place is named without the work done there, and however its words are spelled', () => {
    const elm = project({ id: 'p-elm', name: 'Elm Street Renovation' });
    const clinic = project({ id: 'p-med', name: 'Main Street Medical Center' });
    const places = [elm, clinic, fitOut];
    const named = (subject: string, bodyText: string) =>
      findMentions(email({ fromAddress: 'ann@triage.test', subject, bodyText }), places, bodyText).map((m) => [m.project.id, m.reasons]);
    expect(named('Windows', 'Windows for 14 Elm Street arrive Monday.')).toEqual([['p-elm', ['body mentions "Elm Street"']]]);
    expect(named('Elm St.', '')).toEqual([['p-elm', ['subject mentions "Elm Street"']]]);
    expect(named('Permit', 'The Main St. Medical Centre permit came through.')).toEqual([
      ['p-med', ['body mentions "Main Street Medical Center"']],
    ]);
    expect(named('Cladding', 'Harbor Tower cladding samples are in.')).toEqual([['p-fit', ['body mentions "Harbour Tower"']]]);
    // A project's whole name and its place are one mention; a one-word place is too common to stand alone.
    expect(named('Elm Street Renovation', 'The Elm Street renovation is on budget.')).toEqual([
      ['p-elm', ['subject mentions "Elm Street Renovation"']],
    ]);
    expect(
      findMentions(
        email({ subject: 'Status', bodyText: 'The new website is live.' }),
        [project({ id: 'w', name: 'Website build' })],
        'The new website is live.',
      ),
    ).toEqual([]);
  });

  it('a free mail address says nothing of a company', () => {
    const gmail = project({ id: 'p-g', name: 'Gmail rollout', involvedParties: 'Gmail Inc.' });
    expect(findMentions(email({ fromAddress: 'bob@gmail.com', subject: 'Hello', bodyText: '' }), [gmail], '')).toEqual([]);
  });
});
