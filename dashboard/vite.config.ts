import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The dashboard is built to static files (dashboard/build) that the gateway serves at /dashboard,
 * under a CSP without inline script: the entry is a module file, CSS is a file, nothing inlined.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dashboard/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
});
