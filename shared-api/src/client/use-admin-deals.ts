import { useCallback } from 'react';
import { paths } from '@kaamyaab/shared-api';
import {
  ConfirmPayInBody,
  RefusePayInBody,
  confirmPayIn,
  fieldErrors,
  refusePayIn,
  type AdminPayInDto,
  type StatementLineDto,
} from '@kaamyaab/shared-api/contract';
import { dealsApi, fileUrl } from './deals';
import { dealFailure, useIntents } from './deal-intents';
import { paisaOf } from './offer-terms';
import { usePages } from './use-pages';
import { useLoadedContract } from './use-contract-room';
import { renderLink } from './link-renderers';
import { adminContractPath } from './deal-paths';

export interface ConfirmValues {
  amount: string;
  reference: string;
}

const confirmBody = (values: ConfirmValues) => ({
  amountPaisa: paisaOf(values.amount),
  reference: values.reference,
});

/**
 * The admin's Payments to confirm: pay-ins waiting for the money to be seen on the statement,
 * oldest first. Confirming asks for the amount and the reference as the statement shows them
 * (the server checks both against the pay-in); refusing asks for a reason the company reads.
 * A pay-in decided leaves the queue.
 */
export function usePayInQueue() {
  const readPage = useCallback(async (after?: string) => {
    const { payIns, nextCursor } = await dealsApi.payInQueue(after);
    return { items: payIns, nextCursor };
  }, []);
  const list = usePages<AdminPayInDto>(readPage, 'pay-ins');
  const intents = useIntents();
  const decided = (payInId: string) =>
    list.update((items) => items.filter((payIn) => payIn.id !== payInId));
  return {
    list,
    receiptHref: fileUrl,
    contractHref: adminContractPath,
    validateConfirm: (values: ConfirmValues) => {
      const errors = fieldErrors(ConfirmPayInBody, confirmBody(values));
      const { idempotencyKey: _notTyped, amountPaisa: amount, ...rest } = errors;
      return amount ? { ...rest, amount } : rest;
    },
    validateRefuse: (values: { reason: string }) => fieldErrors(RefusePayInBody, values),
    confirm: async (payInId: string, values: ConfirmValues): Promise<string | null> => {
      const intent = `confirm:${payInId}`;
      try {
        await dealsApi.confirmPayIn(payInId, {
          amountPaisa: paisaOf(values.amount) ?? 0,
          reference: values.reference.trim(),
          idempotencyKey: intents.keyOf(intent),
        });
        intents.settle(intent);
        decided(payInId);
        return null;
      } catch (error) {
        intents.failed(intent, error);
        return dealFailure(error, confirmPayIn);
      }
    },
    refuse: async (payInId: string, values: { reason: string }): Promise<string | null> => {
      try {
        await dealsApi.refusePayIn(payInId, { reason: values.reason.trim() });
        decided(payInId);
        return null;
      } catch (error) {
        return dealFailure(error, refusePayIn);
      }
    },
  };
}

const nothing = async () => null;

/**
 * The admin's read-only view of a contract: the room without its actions, and the contract's
 * ledger lines below it.
 */
export function useAdminContract() {
  const { contractId, loaded } = useLoadedContract();
  const readLedger = useCallback(
    async (after?: string) => {
      const { lines, nextCursor } = await dealsApi.contractLedger(contractId, after);
      return { items: lines, nextCursor };
    },
    [contractId],
  );
  const ledger = usePages<StatementLineDto>(readLedger, 'contract ledger');
  return {
    state: loaded.status,
    contract: loaded.status === 'ready' ? loaded.contract : null,
    announcement: 0,
    listHref: paths.adminPayIns,
    fileHref: fileUrl,
    renderLink,
    offer: { yourTurn: false, answer: nothing },
    milestoneActions: () => [],
    contractActions: [],
    validate: () => () => ({}),
    act: nothing,
    payIns: {
      load: dealsApi.payInOf,
      start: async () => '',
      validateProof: () => ({}),
      sendProof: nothing,
    },
    ledger,
  };
}
