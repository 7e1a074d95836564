import { eq } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH } from '@kaamyaab/shared-api/contract';
import { appliedTo } from '../../../test/applying';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { notifications } from '../../db/schema';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';

describe('conversations per application', () => {
  const testApp = testAppForBlock({ MESSAGE_RATE_LIMIT: '8' });
  const [company, otherCompany, admin] = membersForBlock(testApp, ['company', 'company', 'admin']);
  let jobId: string;

  beforeAll(async () => {
    jobId = await jobOf(testApp, company, { title: 'Logo for a dhaba', numberOfFreelancers: 50 });
  });

  const applicationOf = (freelancer: Member) =>
    appliedTo(testApp, freelancer, jobId, {
      coverLetter: 'Me',
      proposedRate: 7000,
      estimatedCompletionTime: '4 days',
    });

  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: Member | null,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.headers ?? {},
      ...(payload && { payload }),
    });
  const write = (id: string, who: Member, text: unknown) =>
    api('POST', `/conversations/${id}/messages`, who, { text });
  const unread = async (who: Member) =>
    (await api('GET', '/conversations/unread-count', who)).json().data.unread as number;

  it('lets the company and the applicant write to each other, as text, with unread counts', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const id = await applicationOf(freelancer);

    const sent = await write(id, company, '  <b>Salaam</b>, can you start Monday?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.message).toMatchObject({
      text: '<b>Salaam</b>, can you start Monday?',
      fromMe: true,
      read: false,
    });
    expect(await unread(freelancer)).toBe(1);
    expect(await unread(company)).toBe(0);

    const opened = await api('GET', `/conversations/${id}`, freelancer);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      conversation: {
        applicationId: id,
        jobTitle: 'Logo for a dhaba',
        status: 'pending',
        otherParty: { role: 'company', name: company.name, contact: null },
      },
      messages: [{ text: '<b>Salaam</b>, can you start Monday?', fromMe: false }],
      nextCursor: null,
    });
    const marked = await api('PATCH', `/conversations/${id}/read`, freelancer);
    expect(marked.json().data).toEqual({ marked: 1 });
    expect(await unread(freelancer)).toBe(0);

    expect((await write(id, freelancer, 'Yes, inshallah.')).statusCode).toBe(201);
    const inbox = (await api('GET', '/conversations', company)).json().data.conversations;
    expect(inbox[0]).toMatchObject({
      applicationId: id,
      otherPartyName: freelancer.name,
      lastMessage: { text: 'Yes, inshallah.', fromMe: false },
      unread: 1,
    });
    const theirInbox = (await api('GET', '/conversations', freelancer)).json().data.conversations;
    expect(theirInbox).toEqual([
      expect.objectContaining({ applicationId: id, otherPartyName: company.name, unread: 0 }),
    ]);
  });

  it('shares name, email and phone only once the application is accepted', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const id = await applicationOf(freelancer);
    const contactSeenBy = async (who: Member) =>
      (await api('GET', `/conversations/${id}`, who)).json().data.conversation.otherParty.contact;
    expect(await contactSeenBy(company)).toBeNull();
    await api('PATCH', `/application/status/${id}`, company, { status: 'accepted' });
    expect(await contactSeenBy(company)).toEqual({
      name: freelancer.name,
      email: freelancer.email,
      phone: '03001234567',
    });
    expect(await contactSeenBy(freelancer)).toEqual({
      name: company.name,
      email: company.email,
      phone: null,
    });
    // An accepted application is in both inboxes before anyone writes.
    const inbox = (await api('GET', '/conversations', freelancer)).json().data.conversations;
    expect(inbox).toEqual([
      expect.objectContaining({ applicationId: id, lastMessage: null, status: 'accepted' }),
    ]);
  });

  it('refuses everyone else: another company, another freelancer, admins, strangers', async () => {
    const [freelancer, stranger] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const id = await applicationOf(freelancer);
    await write(id, freelancer, 'Private');
    for (const outsider of [otherCompany, stranger]) {
      for (const response of [
        await write(id, outsider, 'Let me in'),
        await api('GET', `/conversations/${id}`, outsider),
        await api('PATCH', `/conversations/${id}/read`, outsider),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'Only the company that posted the job and the applicant can read or write this conversation.',
        );
      }
    }
    expect((await api('GET', `/conversations/${id}`, admin)).statusCode).toBe(403);
    expect((await write(id, admin, 'Admin here')).statusCode).toBe(403);
    expect((await api('GET', '/conversations', admin)).statusCode).toBe(403);
    expect((await api('GET', `/conversations/${id}`, null)).statusCode).toBe(401);
    expect(
      (await api('GET', '/conversations/00000000-0000-4000-8000-000000000000', freelancer)).json()
        .message,
    ).toBe('Conversation not found.');
    expect((await api('GET', '/conversations/not-an-id', freelancer)).statusCode).toBe(404);
    // Nothing was written by the refused calls, and nobody else's inbox shows it.
    const opened = (await api('GET', `/conversations/${id}`, company)).json().data.messages;
    expect(opened.map((m: { text: string }) => m.text)).toEqual(['Private']);
    expect((await api('GET', '/conversations', otherCompany)).json().data.conversations).toEqual(
      [],
    );
  });

  it('refuses empty and overlong messages with the sentence, and counts each writer', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const id = await applicationOf(freelancer);
    for (const [text, sentence] of [
      ['   ', 'Please write a message.'],
      [undefined, 'Please write a message.'],
      [
        'x'.repeat(MESSAGE_MAX_LENGTH + 1),
        `A message can have at most ${MESSAGE_MAX_LENGTH} characters.`,
      ],
    ] as const) {
      const refused = await write(id, freelancer, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].msg).toBe(sentence);
    }
    expect((await write(id, freelancer, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    // MESSAGE_RATE_LIMIT is 8 per 10 minutes in this file: one sent, seven more, then 429.
    for (let i = 0; i < 7; i += 1)
      expect((await write(id, freelancer, `m${i}`)).statusCode).toBe(201);
    const limited = await write(id, freelancer, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many messages. Please try again in 10 minutes.');
    expect(limited.headers['retry-after']).toBeDefined();
    // The other party's own count is untouched.
    expect((await write(id, company, 'Slow down')).statusCode).toBe(201);
  });

  it('tells the other party of new messages once per unread stretch, and pages messages', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const id = await applicationOf(freelancer);
    for (const text of ['one', 'two', 'three']) await write(id, company, text);
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, freelancer.id));
    expect(told.map((row) => row.kind)).toEqual(['messageReceived']);

    const first = (await api('GET', `/conversations/${id}?limit=2`, freelancer)).json().data;
    expect(first.messages.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    const rest = (
      await api('GET', `/conversations/${id}?limit=2&after=${first.nextCursor}`, freelancer)
    ).json().data;
    expect(rest.messages.map((m: { text: string }) => m.text)).toEqual(['one']);
    expect(rest.nextCursor).toBeNull();
    const bad = await api('GET', `/conversations/${id}?after=garbage`, freelancer);
    expect(bad.statusCode).toBe(400);
  });

  it('pages the inbox by latest activity', async () => {
    const busy = await member(testApp, 'company');
    const busyJob = await jobOf(testApp, busy);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const freelancer = await member(testApp, 'freelancer');
      const id = await appliedTo(testApp, freelancer, busyJob, {
        coverLetter: 'Me',
        proposedRate: 100,
        estimatedCompletionTime: '1 day',
      });
      ids.push(id);
      await write(id, busy, `hello ${i}`);
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `?limit=2&after=${after}` : '?limit=2';
      const page = (await api('GET', `/conversations${query}`, busy)).json().data;
      seen.push(...page.conversations.map((c: { applicationId: string }) => c.applicationId));
      after = page.nextCursor;
    } while (after);
    expect([...seen].sort()).toEqual([...ids].sort());
  });
});
