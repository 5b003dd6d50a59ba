import Database from 'better-sqlite3';

/**
 * better-sqlite3 is a native module built for one Node.js ABI at install time. Run under another
 * Node (after `nvm use 22` on a checkout installed with Node 20) its first `new Database()` fails
 * with "Module did not self-register" or "compiled against a different Node.js version using
 * NODE_MODULE_VERSION …": nothing about the file, everything about the install.
 */
export class NativeModuleBuildError extends Error {
  constructor(cause: unknown) {
    super(`better-sqlite3 was built for another Node.js version than this one (${process.version}): run \`npm rebuild\`, then try again`, {
      cause,
    });
    this.name = 'NativeModuleBuildError';
  }
}

export function isBuiltForAnotherNode(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /did not self-register|NODE_MODULE_VERSION/.test(message);
}

/** `new Database(path, options)`, with a build for another Node reported as such (not as an unreadable file). */
export function openSqliteFile(path: string, options: Database.Options): Database.Database {
  try {
    return new Database(path, options);
  } catch (error) {
    if (isBuiltForAnotherNode(error)) throw new NativeModuleBuildError(error);
    throw error;
  }
}
