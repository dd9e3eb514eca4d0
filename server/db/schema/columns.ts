// The columns every domain's tables share: the row's timestamps and money (ADR 0044).
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Every amount or price (ADR 0044): bigint, read as a JS number — MAX_MONEY_MINOR
 * (rules/money.ts) in any currency is far below both 2^53 and bigint's limit.
 */
export const moneyColumn = (name: string) => bigint(name, { mode: 'number' });
