import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLIENT_DIR, compileClient, generateClientTypes, TYPES_FILE } from './build-client.js';
import { DOCUMENTS_FILE, generateClientDocuments } from './typed-documents.js';

// npm run client:build: regenerate the types and the typed documents, then rebuild client/dist from scratch.
writeFileSync(TYPES_FILE, await generateClientTypes());
writeFileSync(DOCUMENTS_FILE, await generateClientDocuments());
const { files, errors } = compileClient();
if (errors.length > 0) {
  process.stderr.write(`${errors.join('\n')}\n`);
  process.exit(1);
}
rmSync(join(CLIENT_DIR, 'dist'), { recursive: true, force: true });
for (const [path, text] of files) {
  mkdirSync(dirname(join(CLIENT_DIR, path)), { recursive: true });
  writeFileSync(join(CLIENT_DIR, path), text);
}
process.stdout.write(`wrote ${TYPES_FILE}, ${DOCUMENTS_FILE} and ${files.size} files in client/dist\n`);
