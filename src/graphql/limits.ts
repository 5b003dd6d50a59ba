import { GraphQLError, parse, type DocumentNode, type ParseOptions, type Source } from 'graphql';
import { assertFewRepeatedSelections } from './repeated-selections.js';

/**
 * Largest GraphQL document accepted, in tokens, and deepest nesting of braces. Far above any real
 * query (the introspection query nests about 15 deep), far below what would exhaust the stack of
 * the recursive parser and validator on a hostile document.
 */
export const MAX_DOCUMENT_TOKENS = 10_000;
export const MAX_DOCUMENT_DEPTH = 100;

/** Deepest nesting of arrays and objects in a request's variables: as deep as a document may nest. */
export const MAX_VARIABLES_DEPTH = MAX_DOCUMENT_DEPTH;

/**
 * Largest GraphQL document accepted, in UTF-16 code units (about bytes for the ASCII GraphQL is
 * written in): a generous GraphiQL session's worth, and far below the JSON body limit, which must
 * also fit variables (a batch of 1,000 VINs).
 */
export const MAX_DOCUMENT_LENGTH = 32 * 1024;

/** Deepest `{`/`(`/`[` nesting outside strings and comments, found with one linear scan. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '"') {
      const block = text.startsWith('"""', i);
      const end = block ? text.indexOf('"""', i + 3) : findStringEnd(text, i + 1);
      i = end < 0 ? text.length : end + (block ? 2 : 0);
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
    }
  }
  return deepest;
}

function findStringEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"' || text[i] === '\n') return i;
  }
  return -1;
}

/**
 * graphql-js parse within the size, token and depth limits; a document past them is refused, not a
 * crash. A document repeating too many selections is refused here too, before validation runs.
 */
export function parseWithinLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const text = typeof source === 'string' ? source : source.body;
  if (text.length > MAX_DOCUMENT_LENGTH) {
    throw new GraphQLError(`The document is ${text.length} characters long, above the limit of ${MAX_DOCUMENT_LENGTH}.`, {
      extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
    });
  }
  if (nestingDepth(text) > MAX_DOCUMENT_DEPTH) {
    throw new GraphQLError(`Syntax Error: the document nests deeper than ${MAX_DOCUMENT_DEPTH} levels.`);
  }
  const document = parse(source, { ...options, maxTokens: MAX_DOCUMENT_TOKENS });
  assertFewRepeatedSelections(document);
  return document;
}
