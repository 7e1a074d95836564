import { contactMessages } from '../../db/schema';
import { testAppForBlock } from '../../../test/per-block';

describe('POST /api/v1/contact', () => {
  const t = testAppForBlock({ CONTACT_RATE_LIMIT: '3' });

  const send = (payload: object, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress });

  it('stores a valid message and answers 201', async () => {
    const response = await send({
      email: 'sara@example.pk',
      phone: '+92 300 1234567',
      subject: 'Hiring',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({ email: 'sara@example.pk', subject: 'Hiring', message: 'Hello' }),
    ]);
  });

  it.each([
    [{ phone: '03001234567', subject: 'x' }, 'Email is required'],
    [{ email: 'nope', phone: '03001234567', subject: 'x' }, 'Email must be a valid email address'],
    [{ email: 'a@b.pk', phone: 'call me', subject: 'x' }, 'Phone must be a valid phone number'],
    [{ email: 'a@b.pk', phone: '03001234567' }, 'Subject is required'],
    [
      { email: 'a@b.pk', phone: '03001234567', subject: 'x', message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
  ])('refuses an invalid field with %#: %s', async (payload, message) => {
    const response = await send(payload, `198.51.100.${message.length}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    const valid = { email: 'x@example.pk', phone: '03001234567', subject: 'Again' };
    for (let i = 0; i < 3; i += 1) expect((await send(valid, '192.0.2.9')).statusCode).toBe(201);
    const blocked = await send(valid, '192.0.2.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many messages/),
    });
    expect((await send(valid, '192.0.2.10')).statusCode).toBe(201);
  });
});
