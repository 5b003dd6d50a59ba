import type { HttpMethod } from './route.types.js';

/** What the matcher reads of a route. */
interface Routable {
  method: HttpMethod;
  path: string;
}

export type RouteMatch<R extends Routable> =
  { kind: 'found'; route: R; params: Record<string, string> } | { kind: 'wrong-method'; allowed: HttpMethod[] } | { kind: 'none' };

interface CompiledRoute<R extends Routable> {
  route: R;
  segments: string[];
}

/** Matches method and path against the route table; `:name` segments capture one path segment. */
export function createRouteMatcher<R extends Routable>(routes: readonly R[]): (method: string, path: string) => RouteMatch<R> {
  const compiled: Array<CompiledRoute<R>> = routes.map((route) => ({ route, segments: route.path.split('/') }));
  return (method, path) => {
    const parts = path.replace(/\/+$/, '').split('/');
    const allowed: HttpMethod[] = [];
    for (const { route, segments } of compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'none' };
  };
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const actual = parts[i]!;
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
