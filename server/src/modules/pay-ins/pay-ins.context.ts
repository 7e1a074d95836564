import type { EventBus } from '../../lib/event-bus';
import type { ServiceContext } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import type { Rails } from './pay-in-rail';
import type { PayInRow } from './pay-ins.repository';

/** What the pay-ins services need besides the database: the rails, the file store, the bus. */
export interface PayInsContext extends ServiceContext {
  rails: Rails;
  storage: FileStorage;
  bus: EventBus;
}

/** A pay-in as its rail sees it. */
export const railPayIn = (payIn: PayInRow) => ({
  id: payIn.id,
  amountPaisa: payIn.amount,
  reference: payIn.reference,
  createdAt: payIn.createdAt,
});

export const isDecided = (payIn: PayInRow) =>
  payIn.status === 'confirmed' || payIn.status === 'refused' || payIn.status === 'credited';
