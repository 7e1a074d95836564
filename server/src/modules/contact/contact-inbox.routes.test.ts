import { testAppForBlock } from '../../../test/per-block';
import { createFreelancer, loginAs, newAdminCookie } from '../../../test/factories';
import { contactMessages } from '../../db/schema';

/** The admins' contact inbox: newest first, paged, read and unread. */
describe('GET /api/v1/admin/contact-messages', () => {
  const t = testAppForBlock();
  let admin: string;

  beforeAll(async () => {
    admin = await newAdminCookie(t.app, t.db);
    // Five messages, two of them sent in the same millisecond (a tie in the sort key).
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    await t.db.insert(contactMessages).values(
      [0, 1, 2, 2, 3].map((minutes, i) => ({
        email: `asker${i}@example.pk`,
        phone: '03001234567',
        subject: `Question ${i}`,
        message: `Message ${i}`,
        createdAt: new Date(base + minutes * 60_000),
      })),
    );
  });

  const get = (url: string, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

  it('refuses anonymous callers and other roles', async () => {
    expect((await get('/admin/contact-messages', '')).statusCode).toBe(401);
    const freelancer = (await loginAs(t.app, 'freelancer', (await createFreelancer(t.db)).email))
      .cookie;
    expect((await get('/admin/contact-messages', freelancer)).statusCode).toBe(403);
  });

  it('pages newest first across a tie, each message once, with the unread count', async () => {
    const seen: string[] = [];
    let url = '/admin/contact-messages?limit=2';
    for (let page = 0; page < 5; page += 1) {
      const { data } = (await get(url)).json();
      expect(data.unread).toBe(5);
      seen.push(...data.messages.map((message: { subject: string }) => message.subject));
      if (!data.nextCursor) break;
      url = `/admin/contact-messages?limit=2&after=${data.nextCursor}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe('Question 4');
    expect(seen.at(-1)).toBe('Question 0');
    expect((await get('/admin/contact-messages?after=not-a-cursor')).statusCode).toBe(400);
  });

  it('marks a message read and unread again; unknown ids are 404', async () => {
    const [first] = (await get('/admin/contact-messages?limit=1')).json().data.messages;
    const mark = (id: string, read: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/contact-messages/${id}`,
        headers: { cookie: admin },
        payload: { read },
      });
    expect((await mark(first._id, true)).json().data.message).toMatchObject({ read: true });
    expect((await get('/admin/contact-messages')).json().data.unread).toBe(4);
    expect((await mark(first._id, false)).json().data.message).toMatchObject({ read: false });
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await mark('nope', true)).statusCode).toBe(404);
  });
});
