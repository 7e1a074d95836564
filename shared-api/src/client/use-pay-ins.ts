import { useMemo } from 'react';
import {
  PayInProofFields,
  errorMessage,
  fieldErrors,
  sendPayInProof,
  startPayIn,
  type PayInDto,
  type PayInRail,
} from '@kaamyaab/shared-api/contract';
import { dealsApi } from './deals';
import { dealFailure, type Intents } from './deal-intents';
import { multipart } from './multipart';

export interface ProofValues {
  transactionId: string;
}

/**
 * Funding a milestone by bank transfer (its open pay-in: the platform's account and the unique
 * reference, shown before the company pays; then the bank's transaction ID and the receipt) or
 * through JazzCash (its open pay-in carries the signed checkout the browser posts).
 * Starting is sent once per intention (`fund:<milestone>`); the server answers the open pay-in
 * again if one is open.
 */
export function usePayIns(intents: Intents, afterProof: () => Promise<unknown>) {
  return useMemo(() => payInsOf(intents, afterProof), [intents, afterProof]);
}

function payInsOf(intents: Intents, afterProof: () => Promise<unknown>) {
  return {
    load: (milestoneId: string): Promise<PayInDto | null> => dealsApi.payInOf(milestoneId),
    start: async (milestoneId: string, rail: PayInRail): Promise<PayInDto | string> => {
      // One intention per rail: choosing the other rail is another request, not a retry.
      const intent = `fund:${milestoneId}:${rail}`;
      try {
        const payIn = await dealsApi.startPayIn(milestoneId, intents.keyOf(intent), rail);
        intents.settle(intent);
        return payIn;
      } catch (error) {
        intents.failed(intent, error);
        return dealFailure(error, startPayIn);
      }
    },
    validateProof: (values: ProofValues, proof: File | null): Record<string, string> => ({
      ...fieldErrors(PayInProofFields, values),
      ...(proof ? {} : { proof: errorMessage('receiptRequired') }),
    }),
    sendProof: async (
      payInId: string,
      values: ProofValues,
      proof: File,
    ): Promise<string | null> => {
      try {
        await dealsApi.sendPayInProof(payInId, multipart({ ...values }, { proof }));
        await afterProof().catch(() => undefined);
        return null;
      } catch (error) {
        return dealFailure(error, sendPayInProof);
      }
    },
  };
}

export type PayInsModel = ReturnType<typeof payInsOf>;
