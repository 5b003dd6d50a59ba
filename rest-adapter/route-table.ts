import { ACCOUNT_ROUTES } from './account-routes.js';
import { ADMIN_ROUTES } from './admin-routes.js';
import { BATCH_JOB_ROUTES } from './batch-job-routes.js';
import { DECODE_ROUTES } from './decode-routes.js';
import { OCR_ROUTES } from './ocr-routes.js';
import type { RestRoute } from './route.types.js';
import { WEBHOOK_ROUTES } from './webhook-routes.js';

/** The one REST route table: decoding, sessions and keys, admin, webhook and image routes together. */
export const ROUTES: readonly RestRoute[] = [
  ...DECODE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ADMIN_ROUTES,
  ...WEBHOOK_ROUTES,
  ...OCR_ROUTES,
  ...BATCH_JOB_ROUTES,
];
