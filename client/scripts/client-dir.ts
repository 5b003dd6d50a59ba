import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace package's folder, client/. */
export const CLIENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
