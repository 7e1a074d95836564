import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import { appliedTo } from '../../../test/applying';
import { adminActions, notifications } from '../../db/schema';
import { jobOf, type Member } from '../jobs/jobs.test-helpers';

/** The moderation's calls over the real app, and the rows its tests read. */
export function moderationCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, who: Member, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who.headers,
      ...(payload && { payload }),
    });
  return {
    call,
    report: (who: Member, targetType: string, targetId: string, reason = 'scam') =>
      call('POST', '/reports', who, {
        targetType,
        targetId,
        reason,
        text: 'Asked me to send the advance by Easypaisa first.',
      }),
    queue: async (admin: Member) =>
      (await call('GET', '/admin/moderation/reports', admin)).json().data.targets as Array<{
        targetId: string;
        count: number;
        content: string;
        hidden: boolean;
        owner: { role: string; _id: string };
        reports: Array<{ reason: string; reporterName: string }>;
      }>,
    resolve: (admin: Member, targetType: string, targetId: string, body: object) =>
      call('POST', `/admin/moderation/reports/${targetType}/${targetId}`, admin, {
        note: 'Looked at the job and the chat.',
        ...body,
      }),
    deactivate: (admin: Member, role: string, id: string, body: object = {}) =>
      call('POST', `/admin/accounts/${role}/${id}/deactivate-for-cause`, admin, {
        reason: 'offPlatformPayment',
        text: 'You asked three clients to pay you by bank transfer outside Kaamyaab.',
        ...body,
      }),
    standing: (who: Member) => call('GET', '/moderation/standing', who),
    appeal: (
      who: Member,
      idempotencyKey = randomUUID(),
      text = 'Those were my cousins, not clients.',
    ) => call('POST', '/moderation/appeal', who, { idempotencyKey, text }),
    appeals: async (admin: Member) =>
      (await call('GET', '/admin/moderation/appeals', admin)).json().data.appeals as Array<{
        _id: string;
        status: string;
        account: { _id: string };
      }>,
    decide: (admin: Member, appealId: string, decision: string, reply = 'We checked again.') =>
      call('POST', `/admin/moderation/appeals/${appealId}`, admin, { decision, reply }),
  };
}

/** A job of `company` that `freelancer` applied to, with one message each way. */
export async function conversationOf(t: TestApp, company: Member, freelancer: Member) {
  const jobId = await jobOf(t, company, { title: 'Shop sign in Urdu', numberOfFreelancers: 5 });
  const applicationId = await appliedTo(t, freelancer, jobId, {
    coverLetter: 'I paint signs',
    proposedRate: 9000,
    estimatedCompletionTime: '3 days',
  });
  const send = async (who: Member, text: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${applicationId}/messages`,
      headers: who.headers,
      payload: { text },
    });
    expect(sent.statusCode).toBe(201);
    return sent.json().data.message._id as string;
  };
  return {
    jobId,
    applicationId,
    fromCompany: await send(company, 'Pay me outside, on my JazzCash, and I give a discount.'),
    fromFreelancer: await send(freelancer, 'No, only through Kaamyaab please.'),
  };
}

export async function kindsTold(t: TestApp, who: Member) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.recipientId, who.id));
  return rows.map((row) => row.kind);
}

export async function auditOf(t: TestApp, subjectId: string) {
  const rows = await t.db
    .select({ action: adminActions.action })
    .from(adminActions)
    .where(and(eq(adminActions.subjectId, subjectId)));
  return rows.map((row) => row.action);
}
