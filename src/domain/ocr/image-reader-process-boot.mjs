// A reader process started from the TypeScript sources (tests, tsx) registers the loader, then runs.
import { register } from 'tsx/esm/api';

register();
await import('./image-reader-process.ts');
