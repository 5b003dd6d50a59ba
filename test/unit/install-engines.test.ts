import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { installedPackages, type LockedPackage } from '../support/locked-install.js';

/*
 * `npm ci` warns EBADENGINE for every installed package whose `engines.node` excludes the running
 * Node. The lockfile records each package's engines, so the warning can be ruled out for every
 * supported Node line without installing: check the lowest version of each line in package.json's
 * `engines` (a package that wants 22.15 breaks 22.12, the floor, even if CI's Node is newer).
 */

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as { packages: Record<string, LockedPackage> };

/** The first version of each supported line: "^20.19.0 || ^22.12.0" → 20.19.0, 22.12.0. */
function supportedFloors(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => comparators.find((c) => c.operator === '>=')!.semver.version);
}

/** Every package `npm ci` installs here that it would warn about on `node` (EBADENGINE). */
function packagesRefusing(packages: Record<string, LockedPackage>, node: string): string[] {
  return [...installedPackages(packages)].sort().flatMap((path) => {
    const pkg = packages[path]!;
    const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    if (!wanted || semver.satisfies(node, wanted, { includePrerelease: true })) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${wanted}`];
  });
}

describe('installing on the supported Node versions', () => {
  const floors = supportedFloors(manifest.engines.node);

  it('knows the supported lines from package.json', () => {
    expect(floors).toEqual(['20.19.0', '22.12.0']);
  });

  it.each(floors)('no locked package refuses Node %s (npm ci prints no EBADENGINE)', (node) => {
    expect(packagesRefusing(lock.packages, node)).toEqual([]);
  });

  it('would name an installed package that wants a newer Node, not one for another platform', () => {
    const packages = {
      ...lock.packages,
      '': { ...lock.packages['']!, devDependencies: { ...lock.packages['']!.devDependencies, example: '2.0.2', elsewhere: '1.0.0' } },
      'node_modules/example': { version: '2.0.2', engines: { node: '>=22.15.0' } },
      'node_modules/elsewhere': { version: '1.0.0', optional: true, os: ['aix'], engines: { node: '>=99' } },
    };
    expect(packagesRefusing(packages, '22.12.0')).toEqual(['example@2.0.2 wants node >=22.15.0']);
  });

  it('sees the packages npm ci installs (a sample)', () => {
    const installed = installedPackages(lock.packages);
    for (const path of ['node_modules/graphql', 'node_modules/vitest', 'node_modules/@graphql-codegen/core'])
      expect(installed).toContain(path);
    expect(installed).not.toContain('node_modules/@img/sharp-win32-ia32');
  });
});
