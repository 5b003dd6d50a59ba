import type { PublicError } from '../src/graphql/errors.js';

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string; requestId: string; details?: Record<string, unknown> };
}

export function successEnvelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

export function errorEnvelope(error: Pick<PublicError, 'code' | 'message' | 'details'>, requestId: string): ErrorEnvelope {
  return {
    success: false,
    error: { code: error.code, message: error.message, requestId, ...(error.details ? { details: error.details } : {}) },
  };
}
