import { useCallback, useEffect, useState } from 'react';
import {
  deactivateForCause,
  decideAppeal,
  listAppeals,
  moderationQueue,
  myStanding,
  resolveReports,
  sendAppeal,
  sendReport,
  type BodyOf,
  type EndpointSpec,
  type QueuedAppealDto,
  type ReportedTargetDto,
  type ReportReason,
  type ReportTarget,
  type StandingDto,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import { dealFailure, useIntents } from './deal-intents';

/**
 * Reports, the moderation queue and appeals as the pages use them
 * (docs/decisions/033-enforcement.md). Each action answers null when done, or the sentence of
 * its refusal in the reader's language.
 */
export const moderationApi = {
  report: async (body: BodyOf<typeof sendReport>) => (await call(sendReport, { body })).data.report,
  queue: async () => (await call(moderationQueue, {})).data.targets,
  resolve: (targetType: ReportTarget, targetId: string, body: BodyOf<typeof resolveReports>) =>
    call(resolveReports, { params: { targetType, targetId }, body }),
  deactivate: (
    role: 'freelancer' | 'company',
    id: string,
    body: BodyOf<typeof deactivateForCause>,
  ) => call(deactivateForCause, { params: { role, id }, body }),
  standing: async () => (await call(myStanding, {})).data.standing,
  appeal: async (body: BodyOf<typeof sendAppeal>) =>
    (await call(sendAppeal, { body })).data.standing,
  appeals: async () => (await call(listAppeals, {})).data.appeals,
  decide: async (appealId: string, body: BodyOf<typeof decideAppeal>) =>
    (await call(decideAppeal, { params: { appealId }, body })).data.appeal,
};

/** Runs an action: null when done, else its refusal's sentence from its endpoint. */
async function attempt(spec: EndpointSpec, action: () => Promise<unknown>): Promise<string | null> {
  try {
    await action();
    return null;
  } catch (error) {
    return dealFailure(error, spec);
  }
}

/** What a report button sends for one job, message or profile. */
export const reportOf =
  (targetType: ReportTarget, targetId: string) =>
  (reason: ReportReason, text: string): Promise<string | null> =>
    attempt(sendReport, () => moderationApi.report({ targetType, targetId, reason, text }));

/**
 * The signed-in party's standing while its account is not approved: deactivated for cause (why,
 * and its appeal) or not. The appeal is sent once per intention with its idempotency key, so a
 * lost answer's retry is the same appeal.
 */
export function useStanding(inactive: boolean) {
  const [standing, setStanding] = useState<StandingDto | null>(null);
  const intents = useIntents();
  useEffect(() => {
    if (!inactive) return setStanding(null);
    let live = true;
    moderationApi
      .standing()
      .then((found) => live && setStanding(found))
      .catch(() => live && setStanding(null));
    return () => {
      live = false;
    };
  }, [inactive]);
  const appeal = async (text: string): Promise<string | null> => {
    try {
      setStanding(await moderationApi.appeal({ idempotencyKey: intents.keyOf('appeal'), text }));
      intents.settle('appeal');
      return null;
    } catch (error) {
      intents.failed('appeal', error);
      return dealFailure(error, sendAppeal);
    }
  };
  return { standing, appeal };
}
export type StandingModel = ReturnType<typeof useStanding>;

/** The admins' moderation page: the open reports by target and the appeals, and their actions. */
export function useModeration() {
  const [targets, setTargets] = useState<ReportedTargetDto[] | null>(null);
  const [appeals, setAppeals] = useState<QueuedAppealDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const [queue, list] = await Promise.all([moderationApi.queue(), moderationApi.appeals()]);
      setTargets(queue);
      setAppeals(list);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const then = async (spec: EndpointSpec, action: () => Promise<unknown>) => {
    const refused = await attempt(spec, action);
    if (!refused) await reload();
    return refused;
  };
  return {
    targets,
    appeals,
    failed,
    resolve: (target: ReportedTargetDto, body: BodyOf<typeof resolveReports>) =>
      then(resolveReports, () => moderationApi.resolve(target.targetType, target.targetId, body)),
    deactivate: (target: ReportedTargetDto, body: BodyOf<typeof deactivateForCause>) =>
      then(deactivateForCause, () =>
        moderationApi.deactivate(target.owner.role, target.owner._id, {
          ...body,
          ...(target.targetType === 'job' || target.targetType === 'message'
            ? { report: { targetType: target.targetType, targetId: target.targetId } }
            : {}),
        }),
      ),
    decide: (appeal: QueuedAppealDto, body: BodyOf<typeof decideAppeal>) =>
      then(decideAppeal, () => moderationApi.decide(appeal._id, body)),
  };
}
export type ModerationModel = ReturnType<typeof useModeration>;
