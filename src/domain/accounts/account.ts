import { z } from 'zod';
import type { AccountRow } from '../../data/repos/accounts.repo.js';
import type { AccountRole, AccountState } from '../../data/tables/index.js';

export interface Account {
  id: string;
  email: string;
  accountState: AccountState;
  role: AccountRole;
  planCode: string;
  overageEnabled: boolean;
  createdAt: Date;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    accountState: row.state,
    role: row.role,
    planCode: row.plan_code,
    overageEnabled: row.overage_enabled,
    createdAt: row.created_at,
  };
}

export const emailSchema = z.string().trim().max(254).email('is not a valid e-mail address');
export const passwordSchema = z.string().min(10, 'must have at least 10 characters').max(256, 'must have at most 256 characters');
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
