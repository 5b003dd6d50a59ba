import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openStateDatabase, stateDatabaseOptions } from '../data/db.js';
import { PgBossChunkQueue } from '../data/job-queue/pg-boss-chunk-queue.js';
import { migrateToLatest } from '../data/migrations/index.js';
import { changeAccount, createAccount, findAccountIdByEmail } from '../domain/accounts/accounts.service.js';
import { createApiKey } from '../domain/accounts/api-keys.service.js';
import { setAccountPassword, setAccountRole } from '../domain/accounts/credentials.service.js';
import type { DomainDeps } from '../domain/deps.js';
import { AppError } from '../domain/errors.js';
import { systemClock } from '../infra/clock.js';
import { readSecret } from './read-secret.js';

const USAGE = `Usage: vin-gateway admin <action> [options]

Actions:
  create-user --email E [--password P] [--plan free|starter|pro|business] [--admin] [--unverified]
                                            create an account (plan free by default)
  create-api-key --email E [--name N]       print a new API key on stdout (shown only once)
  set-password --email E                    set a new password; ends the account's sessions
  set-role --email E --role user|admin      make an account an admin, or a user again
  set-plan --email E --plan P               change the plan
  suspend --email E                         suspend: sessions end, API keys stop working
  activate --email E                        reactivate a suspended or unverified account

Without --password, create-user and set-password read the password from a prompt when stdin is a
terminal, otherwise from the first line of stdin:
  printf '%s\\n' "$PASSWORD" | vin-gateway admin set-password --email ops@example.com

Exit codes: 0 done, 1 refused (the message says why), 2 usage.
`;

const ACTOR = 'cli';

type Values = Record<string, string | boolean | undefined>;
type Action = (deps: DomainDeps, values: Values, password: () => Promise<string>) => Promise<string>;

const required = (values: Values, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new AppError('VALIDATION_ERROR', `--${name} is required`);
  return value;
};

const accountId = (deps: DomainDeps, values: Values) => findAccountIdByEmail(deps, required(values, 'email'));

const ACTIONS: Record<string, Action> = {
  'create-user': async (deps, v, password) => {
    const email = required(v, 'email');
    const account = await createAccount(
      deps,
      {
        email,
        password: typeof v.password === 'string' ? v.password : await password(),
        plan: typeof v.plan === 'string' ? v.plan : 'free',
        role: v.admin ? 'admin' : 'user',
        state: v.unverified ? 'pending_verification' : 'active',
      },
      ACTOR,
    );
    return `created ${account.role} ${account.email} (${account.id}) on plan ${account.planCode}, ${account.accountState}`;
  },
  'create-api-key': async (deps, v) => {
    const { key } = await createApiKey(deps, await accountId(deps, v), typeof v.name === 'string' ? v.name : 'cli');
    return key;
  },
  'set-password': async (deps, v, password) => {
    const id = await accountId(deps, v);
    const a = await setAccountPassword(deps, id, typeof v.password === 'string' ? v.password : await password(), ACTOR);
    return `${a.email} has a new password; its sessions have ended`;
  },
  'set-role': async (deps, v) => {
    const a = await setAccountRole(deps, await accountId(deps, v), required(v, 'role'), ACTOR);
    return `${a.email} is ${a.role === 'admin' ? 'an admin' : 'a user'}`;
  },
  'set-plan': async (deps, v) => {
    const a = await changeAccount(deps, await accountId(deps, v), { kind: 'plan', plan: required(v, 'plan') }, ACTOR);
    return `${a.email} is on plan ${a.planCode}`;
  },
  suspend: async (deps, v) => {
    const a = await changeAccount(deps, await accountId(deps, v), { kind: 'state', state: 'suspended' }, ACTOR);
    return `${a.email} is ${a.accountState}`;
  },
  activate: async (deps, v) => {
    const a = await changeAccount(deps, await accountId(deps, v), { kind: 'state', state: 'active' }, ACTOR);
    return `${a.email} is ${a.accountState}`;
  },
};

/** What each action cannot do without: missing, it is a usage error (exit 2), found before any database is opened. */
const REQUIRED: Record<string, string[]> = {
  'create-user': ['email'],
  'create-api-key': ['email'],
  'set-password': ['email'],
  'set-role': ['email', 'role'],
  'set-plan': ['email', 'plan'],
  suspend: ['email'],
  activate: ['email'],
};

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  plan: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  admin: { type: 'boolean' },
  unverified: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `vin-gateway admin <action>`; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(args: string[]): Promise<number> {
  const [actionName, ...rest] = args;
  if (actionName === undefined || actionName === '--help' || actionName === '-h' || actionName === 'help') {
    process.stdout.write(USAGE);
    return actionName === undefined ? 2 : 0;
  }
  const action = ACTIONS[actionName];
  if (!action) {
    process.stderr.write(`vin-gateway admin: unknown action '${actionName}'\n\n${USAGE}`);
    return 2;
  }
  let values: Values;
  try {
    values = parseArgs({ args: rest, options: OPTIONS, strict: true }).values;
  } catch (error) {
    process.stderr.write(`vin-gateway admin: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const missing = (REQUIRED[actionName] ?? []).filter((name) => typeof values[name] !== 'string' || values[name] === '');
  if (missing.length > 0) {
    process.stderr.write(
      `vin-gateway admin ${actionName}: ${missing.map((name) => `--${name}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required\n\n${USAGE}`,
    );
    return 2;
  }
  const config = loadConfig();
  const stateDb = await openStateDatabase(stateDatabaseOptions(config));
  const password = () => readSecret('New password: ', { stdin: process.stdin, stderr: process.stderr });
  try {
    await migrateToLatest(stateDb.db);
    // Not started: it only queues deliveries (a reactivated account's jobs) for the servers' workers.
    const queue = new PgBossChunkQueue(stateDb.db, {
      leaseSeconds: config.batchJobs.leaseSeconds,
      retryLimit: 5,
      onError: () => undefined,
    });
    process.stdout.write(`${await action({ db: stateDb.db, clock: systemClock, batchJobs: { queue } }, values, password)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`vin-gateway admin ${actionName}: ${error.message} (${error.code})\n`);
      return 1;
    }
    throw error;
  } finally {
    await stateDb.close();
  }
}
