import { useCallback, useEffect, useState } from 'react';
import { useParams } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import {
  MAX_MILESTONES_PER_OFFER,
  addBonus,
  answerMilestone,
  answerOffer,
  approveMilestone,
  counterOffer,
  endContract,
  proposeMilestone,
  releasePart,
  requestChanges,
  submitWork,
  type ContractDto,
  type DealParty,
  type EndpointSpec,
  type MilestoneDto,
} from '@kaamyaab/shared-api/contract';
import { dealsApi, fileUrl } from './deals';
import {
  actionErrors,
  bodyOf,
  contractActionsOf,
  milestoneActionsOf,
  type ActionValues,
  type RoomAction,
} from './contract-moves';
import { offerErrors, offerValuesOf, quoteOf, termsOf, type OfferFormValues } from './offer-terms';
import { dealFailure, useIntents } from './deal-intents';
import { usePayIns } from './use-pay-ins';
import { renderLink } from './link-renderers';
import { multipart } from './multipart';
import { contractsPaths } from './deal-paths';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; contract: ContractDto };

interface Target {
  contractId: string;
  milestoneId: string;
}
type Sender = (
  target: Target,
  values: ActionValues,
  files: File[],
  key: string,
) => Promise<ContractDto>;

/** Each action's call and its endpoint (whose refusals word its failure). */
const senders: Record<Exclude<RoomAction, 'fund'>, [EndpointSpec, Sender]> = {
  agree: [
    answerMilestone,
    (t) => dealsApi.answerMilestone(t.contractId, t.milestoneId, { action: 'agree' }),
  ],
  reject: [
    answerMilestone,
    (t) => dealsApi.answerMilestone(t.contractId, t.milestoneId, { action: 'reject' }),
  ],
  submit: [
    submitWork,
    (t, v, files) =>
      dealsApi.submitWork(t.milestoneId, multipart({ note: v.note ?? '' }, { files })),
  ],
  requestChanges: [
    requestChanges,
    (t, v) => dealsApi.requestChanges(t.milestoneId, { reason: v.reason ?? '' }),
  ],
  approve: [
    approveMilestone,
    (t, _v, _f, idempotencyKey) => dealsApi.approve(t.milestoneId, { idempotencyKey }),
  ],
  releasePart: [
    releasePart,
    (t, v, _f, idempotencyKey) =>
      dealsApi.releasePart(t.milestoneId, {
        ...(bodyOf('releasePart', v) as { amountPaisa: number }),
        idempotencyKey,
      }),
  ],
  addBonus: [
    addBonus,
    (t, v, _f, idempotencyKey) =>
      dealsApi.addBonus(t.contractId, {
        ...(bodyOf('addBonus', v) as { amountPaisa: number; note: string }),
        idempotencyKey,
      }),
  ],
  proposeMilestone: [
    proposeMilestone,
    (t, v) =>
      dealsApi.proposeMilestone(
        t.contractId,
        bodyOf('proposeMilestone', v) as { title: string; amountPaisa: number; dueDate: string },
      ),
  ],
  endContract: [
    endContract,
    (t, v, _f, idempotencyKey) =>
      dealsApi.endContract(t.contractId, { reason: v.reason ?? '', idempotencyKey }),
  ],
};

/** The contract at `:contractId` of the address, read as the page opens and after a change. */
export function useLoadedContract() {
  const { contractId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const reload = useCallback(
    () =>
      dealsApi.contract(contractId).then((contract) => setLoaded({ status: 'ready', contract })),
    [contractId],
  );
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    dealsApi
      .contract(contractId)
      .then((contract) => live && setLoaded({ status: 'ready', contract }))
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [contractId]);
  return { contractId, loaded, setLoaded, reload };
}

/**
 * A contract room for either party: the contract, what this party may do now (the state
 * machine's moves that are its own), and each action sent once per intention with its
 * idempotency key. Every answer is the contract as it now stands, so the room always shows the
 * server's truth; `announcement` counts the actions done, for the page to say so.
 */
export function useContractRoom(role: DealParty) {
  const { contractId, loaded, setLoaded, reload } = useLoadedContract();
  const [announcement, setAnnouncement] = useState(0);
  const intents = useIntents();

  const run = async (
    spec: EndpointSpec,
    intent: string,
    send: (key: string) => Promise<ContractDto>,
  ): Promise<string | null> => {
    try {
      const contract = await send(intents.keyOf(intent));
      intents.settle(intent);
      setLoaded({ status: 'ready', contract });
      setAnnouncement((count) => count + 1);
      return null;
    } catch (error) {
      intents.failed(intent, error);
      return dealFailure(error, spec);
    }
  };

  const contract = loaded.status === 'ready' ? loaded.contract : null;
  const current = contract?.versions.find((v) => v.version === contract.currentVersion);
  const yourTurn = contract?.status === 'offered' && contract.awaiting === role;
  const feeBps = contract?.feeBps ?? 0;
  // The other side's moves (a payment confirmed, work submitted, an answer) each notify this
  // party live: the room reads the contract again rather than wait for a reload of the page.
  useEffect(() => dealsApi.watch(() => void reload().catch(() => undefined)), [reload]);
  const afterProof = useCallback(
    () => reload().then(() => setAnnouncement((count) => count + 1)),
    [reload],
  );
  const payIns = usePayIns(intents, afterProof);

  return {
    state: loaded.status,
    contract,
    role,
    announcement,
    listHref: contractsPaths[role],
    conversationHref: contract ? conversationPath(role, contract.applicationId) : '',
    fileHref: fileUrl,
    renderLink,
    offer: {
      yourTurn,
      answer: (action: 'accept' | 'decline') =>
        run(answerOffer, `answer:${action}`, () =>
          dealsApi.answerOffer(contractId, { version: contract?.currentVersion ?? 0, action }),
        ),
      counter: current && {
        initialValues: offerValuesOf(current),
        feeBps,
        maxMilestones: MAX_MILESTONES_PER_OFFER,
        validate: offerErrors,
        quote: (values: OfferFormValues) => quoteOf(values, feeBps),
        onSubmit: (values: OfferFormValues) =>
          run(counterOffer, 'counter', () =>
            dealsApi.counterOffer(contractId, {
              ...termsOf(values),
              version: contract?.currentVersion ?? 0,
            }),
          ),
      },
    },
    milestoneActions: (milestone: MilestoneDto) =>
      contract ? milestoneActionsOf(role, contract, milestone) : [],
    contractActions: contract ? contractActionsOf(role, contract) : [],
    validate: (action: RoomAction) => (values: ActionValues) => actionErrors(action, values),
    act: (
      action: Exclude<RoomAction, 'fund'>,
      values: ActionValues,
      files: File[],
      milestoneId = '',
    ) => {
      const [spec, send] = senders[action];
      return run(spec, `${action}:${milestoneId}`, (key) =>
        send({ contractId, milestoneId }, values, files, key),
      );
    },
    payIns,
  };
}

export type ContractRoomModel = ReturnType<typeof useContractRoom>;
