import { Lexer, Source, TokenKind } from 'graphql';
import type { RequestContext } from '../context.js';
import { AppError } from '../domain/errors.js';
import { rateLimitIdentity, type Viewer } from '../domain/auth/viewer.js';
import { rateLimitedError } from '../domain/rate-limit/rate-limiter.js';
import { MAX_DOCUMENT_LENGTH, MAX_DOCUMENT_TOKENS } from './limits.js';

/**
 * Parsing and validating a document the server has not seen costs CPU in proportion to its tokens
 * (up to a quarter of a second for the densest 10,000 tokens), before any resolver could ask who is
 * calling. Callers without credentials only need small documents (validateVin, login, refresh,
 * public fields, GraphiQL's introspection query of 186 tokens), so theirs are held to a much lower
 * size, and the tokens they make the server parse are a budget per client address, counted in the
 * shared rate-limit store like every other limit. Callers with credentials get the full limits,
 * and the tokens they make the server parse are a budget per account (decision 0522). Documents
 * already parsed and cached cost nothing more and are not counted. Decision 0512.
 */
export const ANONYMOUS_MAX_DOCUMENT_LENGTH = 4 * 1024;
export const ANONYMOUS_MAX_DOCUMENT_TOKENS = 1_000;
/** Tokens of new documents one address without credentials may have parsed a minute: 20 of the largest. */
export const ANONYMOUS_TOKENS_PER_MINUTE = 20_000;

export interface DocumentAdmissionOptions {
  /** Whether a document's text is already parsed and cached (its next use parses nothing). */
  isKnown(query: string): boolean;
  /**
   * Tokens of new documents one account may have parsed a minute (decision 0522): callers with
   * credentials get the full document limits, but what they make the server parse is counted too.
   */
  accountTokensPerMinute: number;
}

/** Resolves when the server may parse `query` for this request; rejects with 413 or 429 otherwise. */
export type DocumentAdmission = (query: string, context: RequestContext) => Promise<void>;

export function createDocumentAdmission(options: DocumentAdmissionOptions): DocumentAdmission {
  return async (query, context) => {
    const viewer = await credentialedViewer(context);
    if (viewer !== null) {
      // Too long a document is refused by the parser before it reads anything; known ones cost nothing.
      if (query.length > MAX_DOCUMENT_LENGTH || options.isKnown(query)) return;
      // Past the token limit the parser refuses the document itself, having read one token more.
      const tokens = countTokens(query, MAX_DOCUMENT_TOKENS);
      const decision = await context.rateLimiter
        .allowance('account-parse-tokens', options.accountTokensPerMinute)
        .consume(rateLimitIdentity(viewer), tokens);
      if (!decision.allowed) throw rateLimitedError(decision, 'tokens of new GraphQL documents per account');
      return;
    }
    // Checked first, as it costs nothing: no document this long is needed without credentials.
    if (query.length > ANONYMOUS_MAX_DOCUMENT_LENGTH) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `A document sent without credentials may be ${ANONYMOUS_MAX_DOCUMENT_LENGTH} characters long; this one is ${query.length}. Send an API key or a bearer token for larger documents.`,
        { details: { limit: ANONYMOUS_MAX_DOCUMENT_LENGTH, length: query.length } },
      );
    }
    if (options.isKnown(query)) return;
    const tokens = countTokens(query, ANONYMOUS_MAX_DOCUMENT_TOKENS);
    if (tokens > ANONYMOUS_MAX_DOCUMENT_TOKENS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `A document sent without credentials may hold ${ANONYMOUS_MAX_DOCUMENT_TOKENS} tokens; this one holds more. Send an API key or a bearer token for larger documents.`,
        { details: { limit: ANONYMOUS_MAX_DOCUMENT_TOKENS } },
      );
    }
    const decision = await context.rateLimiter.allowance('parse-tokens', ANONYMOUS_TOKENS_PER_MINUTE).consume(context.request.ip, tokens);
    if (!decision.allowed) throw rateLimitedError(decision, 'tokens of new GraphQL documents without credentials from one address');
  };
}

/**
 * The account the request's credentials name, or null. Invalid ones count as none here: the
 * fields that need a caller still refuse them with their own error.
 */
async function credentialedViewer(context: RequestContext): Promise<Viewer | null> {
  if (!context.hasCredentials()) return null;
  return context.viewer().catch(() => null);
}

/**
 * The document's tokens, as graphql-js's parser counts them (comments aside), stopping one past
 * `cap`. Lexing is a small part of parsing and stops early; a lexical error ends the count there
 * (at least 1), and the parser words it.
 */
export function countTokens(query: string, cap: number): number {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  try {
    while (tokens <= cap && lexer.advance().kind !== TokenKind.EOF) tokens++;
  } catch {
    return Math.max(1, tokens);
  }
  return tokens;
}
