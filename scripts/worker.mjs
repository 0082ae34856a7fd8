// `npm run worker`: the built job worker, started with the same V8 flags as the server. It runs
// the built code only; `npm start` or `npm run build` builds.
import { runBuiltProcess } from './run-built-process.mjs';

await runBuiltProcess('worker');
