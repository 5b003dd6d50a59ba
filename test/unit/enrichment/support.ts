import { pino } from 'pino';
import type { Logger } from '../../../src/infra/logger.js';

/** A logger that writes nothing (enrichment logs its failures as warnings on purpose). */
export function quietLogger(): Logger {
  return pino({ level: 'silent' });
}
