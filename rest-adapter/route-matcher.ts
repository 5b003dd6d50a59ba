import type { HttpMethod, RestRoute } from './route.types.js';

export type RouteMatch =
  { kind: 'found'; route: RestRoute; params: Record<string, string> } | { kind: 'wrong-method'; allowed: HttpMethod[] } | { kind: 'none' };

interface CompiledRoute {
  route: RestRoute;
  segments: string[];
}

/** Matches method and path against the route table; `:name` segments capture one path segment. */
export function createRouteMatcher(routes: readonly RestRoute[]): (method: string, path: string) => RouteMatch {
  const compiled: CompiledRoute[] = routes.map((route) => ({ route, segments: route.path.split('/') }));
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
