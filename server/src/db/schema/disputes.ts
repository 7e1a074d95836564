import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';
import { contracts, milestones } from './deals';

/**
 * A dispute over one milestone's escrow (docs/decisions/031-disputes.md). These core columns are
 * what other modules read (a score asks which contracts were disputed); the rest is the disputes
 * module's own.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id),
    openedAt: millis('opened_at').notNull().defaultNow(),
  },
  (table) => [index('disputes_contract_idx').on(table.contractId)],
);
