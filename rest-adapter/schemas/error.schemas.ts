import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../src/domain/errors.js';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every failure: `{ success: false, error: { code, message, requestId, details? } }`. */
export const errorEnvelope = z.strictObject({
  success: z.literal(false),
  error: z.strictObject({
    code: z.enum(ERROR_CODES).meta({ description: 'Stable: branch on it. The HTTP status follows from it.' }),
    message: z.string().meta({ description: 'For humans; may change.' }),
    requestId: z.string().meta({ description: 'Also the X-Request-Id header; quote it when reporting a problem.' }),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'More to say, when there is (e.g. issues of a VALIDATION_ERROR).' }),
  }),
});
