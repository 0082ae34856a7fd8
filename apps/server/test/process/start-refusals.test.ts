import { describe, expect, it } from 'vitest';
import { spawnServer } from './spawn-server.js';

describe('start-up safety', () => {
  it('refuses local sign-in on a non-loopback address without a password', async () => {
    const server = spawnServer({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: '/nonexistent-triage' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('needs LOCAL_PASSWORD');
  });

  it('refuses an invalid environment with a message naming the variable', async () => {
    const server = spawnServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment: PORT/);
  });
});
