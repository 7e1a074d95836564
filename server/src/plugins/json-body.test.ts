import { FailureAnswer } from '@kaamyaab/shared-api/contract';
import { testAppForBlock } from '../../test/per-block';
import { deepJson } from '../../test/deep-body-probe';
import { MAX_JSON_DEPTH } from './json-body';

const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects are accepted.`;

/** JSON bodies are bounded in depth before anything reads them, and still refuse poisoned keys. */
describe('JSON bodies', () => {
  const t = testAppForBlock();

  const send = (
    url: string,
    payload: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

  it.each([
    ['/freelancer/login', 'array', 5_000],
    ['/company/login', 'object', 5_000],
    ['/freelancer/login', 'object', 100_000],
    ['/company/login', 'array', 100_000],
  ] as const)(
    '%s refuses a %s %d levels deep with a 400 that says so',
    async (url, shape, depth) => {
      const response = await send(url, deepJson(shape, depth));
      expect(response.statusCode).toBe(400);
      expect(FailureAnswer.parse(response.json())).toMatchObject({
        statusCode: 400,
        success: false,
        message: TOO_DEEP,
      });
    },
  );

  it('says it in Urdu to a reader who asked for Urdu', async () => {
    const response = await send('/freelancer/login', deepJson('array', 5_000), {
      'content-type': 'application/json; charset=utf-8',
      'accept-language': 'ur-PK',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `درخواست کا مواد حد سے زیادہ تہہ در تہہ ہے: زیادہ سے زیادہ ${MAX_JSON_DEPTH} تہیں قبول کی جاتی ہیں۔`,
    );
  });

  it(`reads ${MAX_JSON_DEPTH} levels as any other body, and counts no bracket inside a string`, async () => {
    const deepest = await send('/freelancer/login', deepJson('object', MAX_JSON_DEPTH));
    // Past the parser: the login's own rule answers (an object of `a`s has no email).
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().message).toContain('Please Enter Both, Email and Password.');
    expect(
      (await send('/freelancer/login', deepJson('object', MAX_JSON_DEPTH + 1))).json().message,
    ).toBe(TOO_DEEP);
    const bracketed = await send(
      '/freelancer/login',
      JSON.stringify({ email: 'nobody@example.pk', password: '['.repeat(100) }),
    );
    expect(bracketed.statusCode).toBe(404);
  });

  it('still refuses __proto__ and constructor.prototype keys, and text that is not JSON', async () => {
    for (const payload of [
      '{"email":"a@b.pk","password":"long-enough-1","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.pk","password":"long-enough-1","constructor":{"prototype":{"isAdmin":true}}}',
      '{"email":',
      '',
    ]) {
      const response = await send('/freelancer/login', payload);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        'The request body is not valid JSON.',
      ]);
    }
  });
});
