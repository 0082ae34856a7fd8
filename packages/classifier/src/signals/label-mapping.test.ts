import { describe, expect, it } from 'vitest';
import { project } from '../test-support/fixtures.js';
import { mapLabelToProject } from './label-mapping.js';

const tower = project({ id: '1', name: 'Harbour Tower' });
const towerB = project({ id: '2', name: 'Harbour Tower B' });
const lofts = project({ id: '3', name: 'Lofts' });
const all = [tower, towerB, lofts];

describe('mapLabelToProject (docs/behaviour.md, Classifier proposals)', () => {
  it("maps 'None', blank and missing labels to no project", () => {
    expect(mapLabelToProject('None', all)).toBeNull();
    expect(mapLabelToProject('none', all)).toBeNull();
    expect(mapLabelToProject('  ', all)).toBeNull();
    expect(mapLabelToProject(null, all)).toBeNull();
  });

  it('matches case-insensitively by equality first', () => {
    expect(mapLabelToProject('harbour tower', all)).toBe(tower);
    expect(mapLabelToProject('HARBOUR TOWER B', all)).toBe(towerB);
  });

  it('then by substring either way, the longest contained name first', () => {
    expect(mapLabelToProject('Project: Harbour Tower B (phase 2)', all)).toBe(towerB);
    expect(mapLabelToProject('lofts project', all)).toBe(lofts);
    expect(mapLabelToProject('Harbour', all)).toBe(tower);
    expect(mapLabelToProject('Unknown Estate', all)).toBeNull();
  });
});
