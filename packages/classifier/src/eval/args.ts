/** `--name value` options and positional arguments; `--flag` alone is true. */
export function parseArgs(argv: readonly string[]) {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  // A repeated option ("--labels a --labels b") keeps every value; text() reads the last.
  const lists = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      options.set(arg.slice(2), argv[++i]!);
      lists.set(arg.slice(2), [...(lists.get(arg.slice(2)) ?? []), argv[i]!]);
    } else options.set(arg.slice(2), true);
  }
  const text = (name: string) => {
    const v = options.get(name);
    return typeof v === 'string' ? v : null;
  };
  const int = (name: string, fallback: number) => {
    const v = text(name);
    if (v === null) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  return { positional, has: (name: string) => options.has(name), text, int, all: (name: string) => lists.get(name) ?? [] };
}
