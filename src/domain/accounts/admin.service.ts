import { searchAccounts } from '../../data/repos/accounts.repo.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { toAccount, type Account } from './account.js';

export interface AccountPage {
  total: number;
  items: Account[];
}

export async function listAccounts(
  deps: DomainDeps,
  query: { search?: string | null; limit?: number | null; offset?: number | null },
): Promise<AccountPage> {
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw new AppError('VALIDATION_ERROR', 'limit must be an integer from 1 to 200');
  if (!Number.isInteger(offset) || offset < 0) throw new AppError('VALIDATION_ERROR', 'offset must be a non-negative integer');
  const { rows, total } = await searchAccounts(deps.db, { search: query.search?.trim() || undefined, limit, offset });
  return { total, items: rows.map(toAccount) };
}
