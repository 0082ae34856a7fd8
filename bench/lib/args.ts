const PARTS = ['classify', 'sync', 'api', 'memory', 'web', 'start', 'load', 'import'] as const;
export type Part = (typeof PARTS)[number];
/** `npm run bench` with no part names: everything but the load run, which has its own command. */
const DEFAULT_PARTS: Part[] = ['classify', 'sync', 'api', 'memory', 'web', 'start'];

export type BenchArgs = {
  parts: Part[];
  n: number;
  apiDuration: number;
  connections: number;
  apiEmails: number;
  apiTasks: number;
  classifyCount: number;
  webRuns: number;
  webEmails: number;
  loadDuration: number;
  loadClients: number;
  importBytes: number;
  importBodyBytes: number;
  out: string | null;
};

const USAGE = `npm run bench [-- <part>...] [--n 10000] [--api-duration 10] [--connections 10] [--emails N (api and web)]
  [--api-emails 100000] [--api-tasks 50000] [--classify-count 5000] [--web-runs 20] [--web-emails 10000] [--load-duration 60]
  [--load-clients 50] [--import-bytes 2147483648] [--import-body-bytes 16384] [--out file.json]
parts: ${PARTS.join(', ')} (default: ${DEFAULT_PARTS.join(', ')}; 'all' adds load and import)`;

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = {
    parts: [],
    n: 10_000,
    apiDuration: 10,
    connections: 10,
    apiEmails: 100_000,
    apiTasks: 50_000,
    classifyCount: 5000,
    webRuns: 20,
    webEmails: 10_000,
    loadDuration: 60,
    loadClients: 50,
    importBytes: 2 * 1024 ** 3,
    importBodyBytes: 16 * 1024,
    out: null,
  };
  const numbers: Record<string, keyof BenchArgs> = {
    '--n': 'n',
    '--api-duration': 'apiDuration',
    '--connections': 'connections',
    '--api-emails': 'apiEmails',
    '--api-tasks': 'apiTasks',
    '--classify-count': 'classifyCount',
    '--web-runs': 'webRuns',
    '--web-emails': 'webEmails',
    '--load-duration': 'loadDuration',
    '--load-clients': 'loadClients',
    '--import-bytes': 'importBytes',
    '--import-body-bytes': 'importBodyBytes',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] =
      a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (flag === '--help' || flag === '-h') {
      process.stderr.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag in numbers) {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number\n${USAGE}`);
      (args as Record<string, unknown>)[numbers[flag]!] = value;
    } else if (flag === '--emails') {
      // One mailbox size for every part that seeds one; --api-emails / --web-emails after it still win.
      const value = Number(inline ?? argv[++i]);
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number\n${USAGE}`);
      args.apiEmails = value;
      args.webEmails = value;
    } else if (flag === '--out') {
      args.out = inline ?? argv[++i] ?? null;
    } else if (a === 'all') {
      args.parts.push(...DEFAULT_PARTS, 'load', 'import');
    } else if ((PARTS as readonly string[]).includes(a)) {
      args.parts.push(a as Part);
    } else {
      throw new Error(`unknown argument ${a}\n${USAGE}`);
    }
  }
  if (args.parts.length === 0) args.parts = [...DEFAULT_PARTS];
  args.parts = PARTS.filter((p) => args.parts.includes(p));
  return args;
}
