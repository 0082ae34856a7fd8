import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The chunks a chunk imports statically (loaded with it, before it runs). */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.add(m[1]!);
  return [...out];
}

/** Chunks loaded on demand (import()), directly from this chunk. */
function dynamicImports(code: string): string[] {
  const out = new Set<string>();
  const re = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.add(m[1]!);
  return [...out];
}

/**
 * Gzip sizes of the built app (level 9, as a server would compress it): the
 * initial JS of `/` (the entry, its modulepreloads and everything they import
 * statically, plus the '/' page chunk the app starts loading at once), and each
 * on-demand chunk with what it adds beyond the initial set.
 */
export function bundleSizes(dist: string) {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(path.join(assets, f), 'utf8')]));
  const gz = new Map(files.map((f) => [f, gzipSync(code.get(f)!, { level: 9 }).length]));
  const closure = (roots: string[], exclude = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || exclude.has(f) || !code.has(f)) return;
      seen.add(f);
      for (const dep of staticImports(code.get(f)!)) visit(dep);
    };
    roots.forEach(visit);
    return seen;
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const entrySet = closure(entries);
  const onDemand = new Set<string>();
  for (const f of entrySet) for (const d of dynamicImports(code.get(f)!)) onDemand.add(d);
  const rootPage = [...onDemand].find((f) => f.startsWith('intelligence-center-page'));
  const initial = closure([...entries, ...(rootPage ? [rootPage] : [])]);
  const sum = (set: Iterable<string>) => [...set].reduce((a, f) => a + (gz.get(f) ?? 0), 0);
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
  return {
    initialJsForRoot: {
      gzipKiB: kb(sum(initial)),
      entryOnlyGzipKiB: kb(sum(entrySet)),
      chunks: [...initial].sort().map((f) => ({ file: f, gzipKiB: kb(gz.get(f)!) })),
    },
    cssGzipKiB: kb(css.reduce((a, f) => a + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0)),
    routeChunks: [...onDemand].sort().map((f) => ({
      chunk: f.replace(/-[\w-]{8}\.js$/, ''),
      file: f,
      gzipKiB: kb(gz.get(f)!),
      addsBeyondInitialGzipKiB: kb(sum(closure([f], initial))),
    })),
    totalJsGzipKiB: kb(sum(files)),
  };
}
