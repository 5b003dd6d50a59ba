import type { Kysely } from 'kysely';
import type { Database } from '../data/tables/index.js';
import type { Clock } from '../infra/clock.js';
import type { ViewerCache } from './auth/viewer-cache.js';
import type { AccountJobsDeps } from './batch-jobs/account-jobs.js';

/** What domain services need from the running service; AppServices satisfies it. */
export interface DomainDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Present in the server: changes to keys and accounts drop the cached callers they affect. */
  viewerCache?: ViewerCache;
  /**
   * The bulk job queue: an account change pauses or resumes the account's jobs with it. The server
   * and the admin command both give it; without it a change leaves jobs as they are.
   */
  batchJobs?: AccountJobsDeps;
}
