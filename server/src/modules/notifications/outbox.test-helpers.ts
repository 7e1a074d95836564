import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import { emailOutbox } from '../../db/schema';
import { notify } from './notify';

/** An approval email to a freelancer, written to the outbox as the event would; its row's id. */
export async function queueApprovalEmail(testApp: TestApp, freelancerId: string): Promise<string> {
  const eventKey = `accountApproved:${freelancerId}:${randomUUID()}`;
  await testApp.db.transaction((tx) =>
    notify(tx, {
      recipient: { type: 'freelancer', id: freelancerId },
      kind: 'accountApproved',
      facts: {},
      eventKey,
    }),
  );
  const [row] = await testApp.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, eventKey));
  return row!.id;
}
