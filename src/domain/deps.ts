import type { Kysely } from 'kysely';
import type { Database } from '../data/tables/index.js';
import type { Clock } from '../infra/clock.js';

/** What domain services need from the running service; AppServices satisfies it. */
export interface DomainDeps {
  db: Kysely<Database>;
  clock: Clock;
}
