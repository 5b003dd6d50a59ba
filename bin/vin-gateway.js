#!/usr/bin/env -S node --max-semi-space-size=8
// --max-semi-space-size: docs/decisions/0042-young-generation-8-mb.md (also in `npm start` and the image).
// The compiled program (`npm run build`, also run on `npm install` and before `npm start`).
try {
  await import('../dist/vin-gateway.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('/dist/vin-gateway.js')) throw error;
  process.stderr.write('vin-gateway: the compiled program is missing: run `npm run build` (or `npm install`) first\n');
  process.exitCode = 1;
}
