import { useCallback, useEffect, useState } from 'react';
import {
  addPayoutMethod,
  adminPayouts,
  API_PREFIX,
  approvePayout,
  cancelPayout,
  choosePayoutMethod,
  errorMessage,
  makePayoutBatch,
  payoutBatches,
  payoutBatchFile,
  payoutMessages,
  payoutsOverview,
  readPayoutDestination,
  recordPayoutResult,
  removePayoutMethod,
  requestPayout,
  sendPayoutBatch,
  type AdminPayoutDto,
  type EndpointSpec,
  type PayoutBatchDto,
  type PayoutMethodKind,
  type PayoutRailName,
  type PayoutsOverviewDto,
} from '@kaamyaab/shared-api/contract';
import { call, pathOf } from './call';
import { dealFailure, useIntents } from './deal-intents';

/**
 * Payouts in the browser (docs/decisions/029-paying-in-and-out.md): the freelancer's methods,
 * requests and history; the admins' queue, batches and results. Money-moving calls carry an
 * idempotency key per intention, the same on a retry. Every action answers null when done, or
 * the sentence to show.
 */

type Outcome = string | null;

async function attempt(spec: EndpointSpec, run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return null;
  } catch (error) {
    return dealFailure(error, spec);
  }
}

export interface MethodValues {
  kind: PayoutMethodKind;
  accountNumber: string;
  accountTitle: string;
}

/** The same reader as the server's: each mistake its own sentence before anything is sent. */
export function checkMethod(values: MethodValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const read = readPayoutDestination(values.kind, values.accountNumber);
  if ('problem' in read) errors.accountNumber = errorMessage(read.problem);
  if (values.accountTitle.trim().length < 2)
    errors.accountTitle = payoutMessages.accountTitleRequired;
  return errors;
}

export function useFreelancerPayouts() {
  const [overview, setOverview] = useState<PayoutsOverviewDto | null>(null);
  const [failed, setFailed] = useState(false);
  const intents = useIntents();
  const reload = useCallback(async () => {
    try {
      setOverview((await call(payoutsOverview, {})).data.overview);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  const thenReload = async (outcome: Outcome) => {
    if (outcome === null) await reload();
    return outcome;
  };
  return {
    overview,
    failed,
    checkMethod,
    addMethod: async (values: MethodValues) =>
      thenReload(
        await attempt(addPayoutMethod, () =>
          call(addPayoutMethod, { body: { ...values, makeDefault: false } }),
        ),
      ),
    removeMethod: async (methodId: string) =>
      thenReload(
        await attempt(removePayoutMethod, () => call(removePayoutMethod, { params: { methodId } })),
      ),
    chooseMethod: async (methodId: string) =>
      thenReload(
        await attempt(choosePayoutMethod, () => call(choosePayoutMethod, { params: { methodId } })),
      ),
    request: async (amountPaisa: number, methodId: string): Promise<Outcome> => {
      const intent = `payout:${amountPaisa}:${methodId}`;
      try {
        await call(requestPayout, {
          body: { idempotencyKey: intents.keyOf(intent), amountPaisa, methodId },
        });
        intents.settle(intent);
        await reload();
        return null;
      } catch (error) {
        intents.failed(intent, error);
        return dealFailure(error, requestPayout);
      }
    },
    cancel: async (payoutId: string) =>
      thenReload(await attempt(cancelPayout, () => call(cancelPayout, { params: { payoutId } }))),
  };
}

const TO_APPROVE = ['requested', 'awaitingSecondApproval', 'approved', 'batched'] as const;

export function useAdminPayouts() {
  const [byStatus, setByStatus] = useState<Record<string, AdminPayoutDto[]>>({});
  const [batches, setBatches] = useState<PayoutBatchDto[]>([]);
  const [failed, setFailed] = useState(false);
  const intents = useIntents();
  const reload = useCallback(async () => {
    try {
      const pages = await Promise.all(
        TO_APPROVE.map((status) => call(adminPayouts, { query: { status, limit: 200 } })),
      );
      setByStatus(
        Object.fromEntries(TO_APPROVE.map((status, i) => [status, pages[i]!.data.payouts])),
      );
      setBatches((await call(payoutBatches, {})).data.batches);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  const thenReload = async (outcome: Outcome) => {
    await reload();
    return outcome;
  };
  return {
    byStatus,
    batches,
    failed,
    fileHref: (batchId: string) => `${API_PREFIX}${pathOf(payoutBatchFile, { batchId })}`,
    approve: async (payoutId: string) =>
      thenReload(await attempt(approvePayout, () => call(approvePayout, { params: { payoutId } }))),
    makeBatch: async (rail: PayoutRailName, payoutIds: string[]): Promise<Outcome> => {
      const intent = `batch:${rail}:${payoutIds.join(',')}`;
      try {
        await call(makePayoutBatch, {
          body: { idempotencyKey: intents.keyOf(intent), rail, payoutIds },
        });
        intents.settle(intent);
        return thenReload(null);
      } catch (error) {
        intents.failed(intent, error);
        return thenReload(dealFailure(error, makePayoutBatch));
      }
    },
    send: async (batchId: string) =>
      thenReload(
        await attempt(sendPayoutBatch, () => call(sendPayoutBatch, { params: { batchId } })),
      ),
    mark: async (payoutId: string, outcome: 'paid' | 'failed', note: string) =>
      thenReload(
        await attempt(recordPayoutResult, () =>
          call(recordPayoutResult, {
            params: { payoutId },
            body:
              outcome === 'paid'
                ? { outcome, bankReference: note.trim() }
                : { outcome, reason: note.trim() },
          }),
        ),
      ),
  };
}
