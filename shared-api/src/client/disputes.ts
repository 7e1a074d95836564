import { useCallback, useEffect, useState } from 'react';
import {
  acceptDispute,
  addDisputeEvidence,
  adminDispute,
  adminDisputes,
  answerDispute,
  contractDisputes,
  decideDispute,
  openDispute,
  rupeesToPaisa,
  type BodyOf,
  type ContractDisputesDto,
  type DealParty,
  type DisputeDto,
  type DisputeReasonCode,
  type DisputeStatus,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import { dealFailure, useIntents } from './deal-intents';
import { dealsApi } from './deals';

/**
 * Disputes (docs/decisions/031-disputes.md) as the pages use them: the contract room's section
 * for both parties, and the admins' list and decision.
 */
export const disputesApi = {
  ofContract: async (contractId: string) =>
    (await call(contractDisputes, { params: { contractId } })).data,
  open: async (milestoneId: string, body: BodyOf<typeof openDispute>) =>
    (await call(openDispute, { params: { milestoneId }, body })).data.dispute,
  answer: async (disputeId: string, body: BodyOf<typeof answerDispute>) =>
    (await call(answerDispute, { params: { disputeId }, body })).data.dispute,
  accept: async (disputeId: string, body: BodyOf<typeof acceptDispute>) =>
    (await call(acceptDispute, { params: { disputeId }, body })).data.dispute,
  addEvidence: async (disputeId: string, body: FormData) =>
    (await call(addDisputeEvidence, { params: { disputeId }, body })).data.dispute,
  list: async (status: DisputeStatus, after?: string) =>
    (await call(adminDisputes, { query: { status, after } })).data,
  one: async (disputeId: string) =>
    (await call(adminDispute, { params: { disputeId } })).data.dispute,
  decide: async (disputeId: string, body: BodyOf<typeof decideDispute>) =>
    (await call(decideDispute, { params: { disputeId }, body })).data.dispute,
};

/** A side's statement as its form holds it: the amount in rupees as typed. */
export interface DisputeFormValues {
  statement: string;
  amountRupees: string;
  submissionIds: string[];
}

export type DisputesLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; disputes: ContractDisputesDto };

/** What a view hands back: null when done, else the sentence to show. */
type Outcome = Promise<string | null>;

/** The amount typed, in paisa; an unreadable amount is sent as -1, which the contract refuses. */
const paisaOf = (typed: string) => rupeesToPaisa(typed) ?? -1;

/**
 * A contract's disputes for one of its parties. Opening and accepting move money (or stop it),
 * so each carries an idempotency key kept across retries of one intention.
 */
export function useContractDisputes(role: DealParty, contractId: string, active: boolean) {
  const [load, setLoad] = useState<DisputesLoad>({ status: 'loading' });
  const intents = useIntents();
  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', disputes: await disputesApi.ofContract(contractId) });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, [contractId]);
  useEffect(() => {
    if (contractId) void reload();
  }, [contractId, reload]);
  // The other side's steps notify this party live: read the disputes again, as the room does.
  useEffect(() => dealsApi.watch(() => void reload()), [reload]);

  /** Runs a call, then reads the contract's disputes again; answers the failure's sentence. */
  const acting =
    <A extends [string, ...unknown[]]>(
      /** The intention's name for its idempotency key, from the id acted on; null: no key. */
      intent: ((id: string) => string) | null,
      run: (key: string, ...args: A) => Promise<unknown>,
      spec: Parameters<typeof dealFailure>[1],
    ) =>
    async (...args: A): Outcome => {
      const name = intent?.(args[0]) ?? '';
      try {
        await run(name ? intents.keyOf(name) : '', ...args);
        if (name) intents.settle(name);
        await reload();
        return null;
      } catch (error) {
        if (name) intents.failed(name, error);
        return dealFailure(error, spec);
      }
    };

  const open = acting(
    (milestoneId: string) => `open:${milestoneId}`,
    (key, milestoneId: string, values: DisputeFormValues) =>
      disputesApi.open(milestoneId, {
        idempotencyKey: key,
        statement: values.statement,
        amountPaisa: paisaOf(values.amountRupees),
        submissionIds: values.submissionIds,
      }),
    openDispute,
  );
  const answer = acting(
    null,
    (_key, disputeId: string, values: DisputeFormValues) =>
      disputesApi.answer(disputeId, {
        statement: values.statement,
        amountPaisa: paisaOf(values.amountRupees),
        submissionIds: values.submissionIds,
      }),
    answerDispute,
  );
  const accept = acting(
    (disputeId: string) => `accept:${disputeId}`,
    (key, disputeId: string) => disputesApi.accept(disputeId, { idempotencyKey: key }),
    acceptDispute,
  );
  const addEvidence = acting(
    null,
    (_key, disputeId: string, files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return disputesApi.addEvidence(disputeId, body);
    },
    addDisputeEvidence,
  );

  return { role, active, load, open, answer, accept, addEvidence };
}
export type ContractDisputesModel = ReturnType<typeof useContractDisputes>;

/** The admin's split as its form holds it. */
export interface DecisionFormValues {
  freelancerRupees: string;
  reasonCode: DisputeReasonCode | '';
  reasonEn: string;
  reasonUr: string;
}

/** One dispute for an admin: read, and decided once with the form's key kept across retries. */
export function useAdminDispute(disputeId: string) {
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [dispute, setDispute] = useState<DisputeDto | null>(null);
  const intents = useIntents();
  useEffect(() => {
    let live = true;
    disputesApi
      .one(disputeId)
      .then((found) => {
        if (!live) return;
        setDispute(found);
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [disputeId]);
  const decide = async (values: DecisionFormValues): Outcome => {
    const intent = `decide:${disputeId}`;
    try {
      const decided = await disputesApi.decide(disputeId, {
        idempotencyKey: intents.keyOf(intent),
        freelancerPaisa: paisaOf(values.freelancerRupees),
        reasonCode: values.reasonCode as DisputeReasonCode,
        reasonEn: values.reasonEn,
        reasonUr: values.reasonUr,
      });
      intents.settle(intent);
      setDispute(decided);
      return null;
    } catch (error) {
      intents.failed(intent, error);
      return dealFailure(error, decideDispute);
    }
  };
  return { state, dispute, decide };
}
