import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');

/** The product's version, from the root package.json. */
export const APP_VERSION: string = (JSON.parse(readFileSync(rootPackage, 'utf8')) as { version: string }).version;
