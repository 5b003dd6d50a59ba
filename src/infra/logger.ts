import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'vin-gateway' },
    // Secrets never reach the log, whatever a caller passes.
    redact: {
      paths: ['password', '*.password', 'req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
      remove: true,
    },
  });
}
