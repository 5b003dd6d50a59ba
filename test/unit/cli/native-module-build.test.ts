import { describe, expect, it } from 'vitest';
import { userErrorLine } from '../../../src/bin/cli.js';
import { isBuiltForAnotherNode, NativeModuleBuildError } from '../../../src/data/catalog/sqlite-file.js';

// What Node throws when better-sqlite3 was built for another Node.js (installed on 20, run on 22).
const NODE_MESSAGES = [
  "Module did not self-register: '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'.",
  "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 127. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).",
];

describe('a native module built for another Node.js', () => {
  it.each(NODE_MESSAGES)('is recognised from what Node says (%#)', (message) => {
    expect(isBuiltForAnotherNode(new Error(message))).toBe(true);
  });

  it('is not mistaken for a file that cannot be opened', () => {
    expect(isBuiltForAnotherNode(new Error('attempt to write a readonly database'))).toBe(false);
    expect(isBuiltForAnotherNode(new Error('unable to open database file'))).toBe(false);
  });

  it('is told to the user in one line that says to run npm rebuild, with no stack trace', () => {
    const line = userErrorLine(new NativeModuleBuildError(new Error(NODE_MESSAGES[0])));
    expect(line).toMatch(
      /^vin-gateway: better-sqlite3 was built for another Node\.js version than this one \(v\d+\.\d+\.\d+\): run `npm rebuild`, then try again\n$/,
    );
    expect(line!.split('\n')).toHaveLength(2);
    expect(userErrorLine(new Error('something else'))).toBeUndefined();
  });
});
