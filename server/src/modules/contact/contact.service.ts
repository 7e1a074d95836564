import type { ContactBody } from '@kaamyaab/shared-api/contract';
import type { ServiceContext } from '../../lib/service-context';
import { insertContactMessage, markForwarded } from './contact.repository';

/**
 * Contact messages are stored first, so none is ever lost, then forwarded in the background to a
 * form-collection service when a forward URL is configured.
 */
export async function receiveContactMessage(
  ctx: ServiceContext,
  forwardUrl: string | undefined,
  body: Required<ContactBody>,
): Promise<string> {
  const id = await insertContactMessage(ctx.db, body);
  if (forwardUrl) void forward(ctx, forwardUrl, id, body);
  return id;
}

async function forward(ctx: ServiceContext, target: string, id: string, body: ContactBody) {
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    await markForwarded(ctx.db, id);
  } catch (error) {
    ctx.log.warn({ err: error, id }, 'contact message kept but not forwarded');
  }
}
