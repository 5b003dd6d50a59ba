import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openStateDatabase } from '../data/db.js';
import { migrateToLatest } from '../data/migrations/index.js';
import { changeAccount, createAccount, findAccountIdByEmail } from '../domain/accounts/accounts.service.js';
import { createApiKey } from '../domain/accounts/api-keys.service.js';
import type { DomainDeps } from '../domain/deps.js';
import { AppError } from '../domain/errors.js';
import { systemClock } from '../infra/clock.js';

const USAGE = `Usage: vin-gateway admin <action> [options]

  create-user --email E --password P [--plan free|starter|pro|business] [--admin] [--unverified]
  create-api-key --email E [--name N]      prints the new key on stdout (shown only once)
  suspend --email E
  activate --email E
  set-plan --email E --plan P
`;

const ACTOR = 'cli';

type Action = (deps: DomainDeps, values: Record<string, string | boolean | undefined>) => Promise<string>;

const required = (values: Record<string, unknown>, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new AppError('VALIDATION_ERROR', `--${name} is required`);
  return value;
};

const ACTIONS: Record<string, Action> = {
  'create-user': async (deps, v) => {
    const account = await createAccount(
      deps,
      {
        email: required(v, 'email'),
        password: required(v, 'password'),
        plan: typeof v.plan === 'string' ? v.plan : 'free',
        role: v.admin ? 'admin' : 'user',
        state: v.unverified ? 'pending_verification' : 'active',
      },
      ACTOR,
    );
    return `created ${account.role} ${account.email} (${account.id}) on plan ${account.planCode}, ${account.accountState}`;
  },
  'create-api-key': async (deps, v) => {
    const id = await findAccountIdByEmail(deps, required(v, 'email'));
    const { key } = await createApiKey(deps, id, typeof v.name === 'string' ? v.name : 'cli');
    return key;
  },
  suspend: async (deps, v) => {
    const a = await changeAccount(deps, await findAccountIdByEmail(deps, required(v, 'email')), { kind: 'state', state: 'suspended' }, ACTOR);
    return `${a.email} is ${a.accountState}`;
  },
  activate: async (deps, v) => {
    const a = await changeAccount(deps, await findAccountIdByEmail(deps, required(v, 'email')), { kind: 'state', state: 'active' }, ACTOR);
    return `${a.email} is ${a.accountState}`;
  },
  'set-plan': async (deps, v) => {
    const a = await changeAccount(deps, await findAccountIdByEmail(deps, required(v, 'email')), { kind: 'plan', plan: required(v, 'plan') }, ACTOR);
    return `${a.email} is on plan ${a.planCode}`;
  },
};

export async function runAdminCommand(args: string[]): Promise<number> {
  const [actionName, ...rest] = args;
  const action = actionName ? ACTIONS[actionName] : undefined;
  if (!action) {
    process.stderr.write(actionName ? `vin-gateway admin: unknown action '${actionName}'\n\n${USAGE}` : USAGE);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        plan: { type: 'string' },
        name: { type: 'string' },
        admin: { type: 'boolean' },
        unverified: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`vin-gateway admin: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const stateDb = await openStateDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(stateDb.db);
    process.stdout.write(`${await action({ db: stateDb.db, clock: systemClock }, values)}\n`);
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
