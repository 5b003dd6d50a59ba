import { CORE_ROUTES } from './core-routes.js';
import { OCR_ROUTES } from './ocr-routes.js';
import type { RestRoute } from './route.types.js';
import { WEBHOOK_ROUTES } from './webhook-routes.js';

/** The one REST route table: core, webhook and image routes together. */
export const ROUTES: readonly RestRoute[] = [...CORE_ROUTES, ...WEBHOOK_ROUTES, ...OCR_ROUTES];
