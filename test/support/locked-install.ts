/**
 * What `npm ci` installs from package-lock.json on this machine, worked out from the lockfile
 * alone: the packages reachable from the root's dependencies through Node's lookup of nested
 * node_modules, leaving out optional packages built for another platform (and what only they
 * need), as npm does.
 */

export interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** npm's `os`/`cpu`/`libc` lists: names to allow, or `!name` to refuse. */
function allows(list: string[] | undefined, value: string): boolean {
  if (!list || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

/** glibc or musl, as npm tells them apart (a process report is slow to make: once). */
const THIS_LIBC = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime
  ? 'glibc'
  : 'musl';

const fitsThisMachine = (pkg: LockedPackage) =>
  allows(pkg.os, process.platform) && allows(pkg.cpu, process.arch) && (process.platform !== 'linux' || allows(pkg.libc, THIS_LIBC));

/** The lockfile path Node would load `name` from when `from` requires it. */
function resolve(packages: Record<string, LockedPackage>, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** Lockfile paths of every package `npm ci` installs here. */
export function installedPackages(packages: Record<string, LockedPackage>): Set<string> {
  const installed = new Set<string>();
  const visit = (path: string, withDev: boolean) => {
    const pkg = packages[path];
    if (!pkg) return;
    const wanted = { ...pkg.dependencies, ...pkg.optionalDependencies, ...(withDev ? pkg.devDependencies : {}) };
    for (const name of Object.keys(wanted)) {
      const found = resolve(packages, path, name);
      if (!found || installed.has(found) || !fitsThisMachine(packages[found]!)) continue;
      installed.add(found);
      visit(found, false);
    }
  };
  visit('', true);
  return installed;
}
