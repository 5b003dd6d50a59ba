#!/usr/bin/env node
// Runs the TypeScript sources directly (no build step), so the CLI works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/bin/cli.ts');
process.exitCode = await main(process.argv.slice(2));
