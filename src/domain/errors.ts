/**
 * The stable error codes of the public interface and the HTTP status each maps to.
 * Messages are for humans and may change; codes never do.
 */
export const ERROR_STATUS = {
  INVALID_VIN: 400,
  VALIDATION_ERROR: 400,
  NO_VIN_DETECTED: 400,
  BATCH_TOO_LARGE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_API_KEY: 401,
  INVALID_REFRESH_TOKEN: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  FORBIDDEN: 403,
  PLAN_UPGRADE_REQUIRED: 403,
  VIN_NOT_FOUND: 404,
  NOT_FOUND: 404,
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/**
 * An expected failure with a public code. Anything thrown that is not an AppError is a bug
 * and is reported to clients only as a masked INTERNAL error.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  /** Extra response headers the failure implies (Retry-After, for example). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /**
   * An AppError for an input's own fault found in bulk (a malformed VIN among a million lines),
   * made without a stack trace: capturing one cost more than the check that found the fault (a
   * profile of garbage bulk jobs: 2.4 s of 26 s of CPU in the constructor), and a stack of the
   * decoder says nothing about a line of a file.
   */
  static ofInput(code: ErrorCode, message: string, details?: Record<string, unknown>): AppError {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return new AppError(code, message, details === undefined ? {} : { details });
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

/**
 * An AppError as it crosses to or from another thread or process: structured clone keeps an
 * Error's message, not its code, details or headers.
 */
export interface SentAppError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function sendableError(error: AppError): SentAppError {
  return {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    ...(error.headers ? { headers: error.headers } : {}),
  };
}

/** The AppError that was sent, as it was. */
export function receivedError(sent: SentAppError): AppError {
  return new AppError(sent.code, sent.message, {
    ...(sent.details ? { details: sent.details } : {}),
    ...(sent.headers ? { headers: sent.headers } : {}),
  });
}
