import { AppError } from '../domain/errors.js';
import { MAX_VARIABLES_DEPTH } from './limits.js';
import { NUL_MESSAGE } from './nul-characters.js';

/** What is wrong with a request's variables, and where (`variables.input.email`). */
export interface VariablesProblem {
  path: string;
  message: string;
}

/**
 * The first problem in plain JSON-like data (variables), if any: nesting deeper than
 * MAX_VARIABLES_DEPTH, or a string holding NUL. Walked with a stack of its own, never by
 * recursion: JSON.parse builds arrays hundreds of thousands deep from a 1 MB body, and a recursive
 * walk of one overflowed the call stack (a 500 for any caller, logged as a bug).
 */
export function findVariablesProblem(value: unknown, root = 'variables'): VariablesProblem | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value: at, path, depth } = pending.pop()!;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return { path, message: `${path}: ${NUL_MESSAGE}` };
      continue;
    }
    const isArray = Array.isArray(at);
    if (!isArray && (at === null || typeof at !== 'object' || Object.getPrototypeOf(at) !== Object.prototype)) continue;
    if (depth >= MAX_VARIABLES_DEPTH) return { path, message: `${path}: nests deeper than ${MAX_VARIABLES_DEPTH} levels` };
    // Children are pushed last first, so they are visited in the order they were written.
    const children: Array<{ value: unknown; path: string; depth: number }> = [];
    if (isArray) {
      const list = at as unknown[];
      for (let i = 0; i < list.length; i++) children.push({ value: list[i], path: `${path || 'input'}[${i}]`, depth: depth + 1 });
    } else {
      for (const key in at)
        children.push({ value: (at as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return undefined;
}

/** Throws VALIDATION_ERROR naming the field (`root` prefixes its path: GraphQL says "variables"). */
export function assertVariablesAcceptable(variables: unknown, root = ''): void {
  const problem = findVariablesProblem(variables, root);
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { details: { path: problem.path } });
}
