import { describe, expect, it } from 'vitest';
import type { Command } from '@/lib/command-registry';
import { filterCommands } from './filter-commands';

const cmd = (label: string, group = 'Go to', keywords?: string): Command => ({ id: label, label, group, keywords, run: () => {} });

describe('command palette search', () => {
  const all = [
    cmd('Training Center', 'Go to', 'home emails'),
    cmd('Replies'),
    cmd('Preview & Test'),
    cmd('Archive email', 'Training Center'),
    cmd('Tasks'),
  ];

  it('returns everything for an empty query', () => {
    expect(filterCommands(all, '  ')).toHaveLength(5);
  });

  it('ranks label prefixes first, then containment, then group and keyword matches', () => {
    expect(filterCommands(all, 'tr').map((c) => c.label)).toEqual(['Training Center', 'Archive email']);
    expect(filterCommands(all, 'email').map((c) => c.label)).toEqual(['Archive email', 'Training Center']);
  });

  it('needs every word', () => {
    expect(filterCommands(all, 'go rep').map((c) => c.label)).toEqual(['Replies']);
    expect(filterCommands(all, 'nothing here')).toEqual([]);
  });
});
