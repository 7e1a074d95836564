import { testAppForBlock } from '../../test/per-block';

/** The server answers in the reader's language; English, the spec's, by default. */
describe("answers in the request's language", () => {
  const t = testAppForBlock();

  const login = (headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/freelancer/login', headers, payload });
  const bell = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });

  it("keeps the spec's English for a client that asks for nothing, or for another language", async () => {
    expect((await bell({})).json().message).toBe('Please log in to continue.');
    expect((await bell({ 'accept-language': 'fr-FR, de;q=0.5' })).json().message).toBe(
      'Please log in to continue.',
    );
    const unknown = await login({}, { email: 'nobody@example.pk', password: 'long-enough-1' });
    expect(unknown.json().message).toBe(
      'Freelancer with this email does not exist. Please sign up first.',
    );
  });

  it('words refusals in Urdu for Accept-Language ur-PK, or the stored choice, which wins', async () => {
    const urdu = 'آگے بڑھنے کے لیے براہِ کرم لاگ اِن کریں۔';
    expect((await bell({ 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })).json().message).toBe(
      urdu,
    );
    expect((await bell({ cookie: 'lang=ur', 'accept-language': 'en' })).json().message).toBe(urdu);
    expect((await bell({ cookie: 'lang=en', 'accept-language': 'ur' })).json().message).toBe(
      'Please log in to continue.',
    );
    const unknown = await login(
      { 'accept-language': 'ur' },
      { email: 'nobody@example.pk', password: 'long-enough-1' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'اس ای میل سے کوئی فری لانسر موجود نہیں۔ براہِ کرم پہلے سائن اَپ کریں۔',
    );
  });

  it('words each invalid field in Urdu, the rules of the contract and zod’s own alike', async () => {
    const empty = await login({ 'accept-language': 'ur' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({
      msg: 'براہِ کرم ای میل اور پاس ورڈ دونوں لکھیں۔',
      path: 'email',
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'ur' },
      payload: { email: 12, phone: '03001234567', subject: 's'.repeat(151) },
    });
    expect(contact.statusCode).toBe(400);
    const messages = contact.json().errors.map((error: { msg: string }) => error.msg);
    expect(messages).toContain('موضوع زیادہ سے زیادہ 150 حروف کا ہو سکتا ہے');
    expect(messages.every((message: string) => /[\u0600-\u06FF]/.test(message))).toBe(true);
    expect(contact.json().message).toBe(messages.join('، '));
  });

  it('words a success in Urdu too', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'ur' },
      payload: { email: 'sara@example.pk', phone: '03001234567', subject: 'Hiring' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('شکریہ! آپ کا پیغام ہمیں مل گیا ہے۔');
  });
});
