import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system's Chromium (Debian's `chromium` package), or CHROMIUM_PATH; undefined when there is none. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((path) => existsSync(path));
}

/** Flags for a quiet, offline-friendly headless Chromium on a shared machine. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches the system Chromium, headless (no browser is downloaded). playwright-core gives each
 * launch a fresh --user-data-dir of its own and removes it on close.
 */
export async function launchChromium(): Promise<LaunchedBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  return { browser, close: () => browser.close() };
}
