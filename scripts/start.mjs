// `npm start`: install what is missing, build what changed, start the server.
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { runBuiltProcess } from './run-built-process.mjs';

ensureInstalled();
ensureBuilt();
await runBuiltProcess('main');
