import { eq } from 'drizzle-orm';
import { membersForBlock, testAppForBlock } from '../../test/per-block';
import { jobs } from '../db/schema';
import { validJob } from '../modules/jobs/jobs.test-helpers';

/**
 * A job post riding on the company's session cookie, from each place a browser says a request
 * comes from (Origin, Sec-Fetch-Site), and from a client that is not a browser (neither header).
 */
describe('cookie-borne writes from another site', () => {
  const testApp = testAppForBlock();
  const [company] = membersForBlock(testApp, ['company']);

  const postJob = (title: string, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/post-job',
      headers: { ...company.headers, host: 'kaamyaab.pk', ...headers },
      payload: { ...validJob, title },
    });

  const posted = async (title: string) =>
    (await testApp.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title))).length;

  it.each([
    ['cross-site, with no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['same-site (a sibling subdomain), with no Origin', { 'sec-fetch-site': 'same-site' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'somewhere' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain as Origin', { origin: 'https://evil.kaamyaab.pk' }],
    ['an opaque Origin (null)', { origin: 'null' }],
    [
      'our Origin but a cross-site fetch',
      { origin: 'https://kaamyaab.pk', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a write from %s, in the envelope, and changes nothing', async (name, headers) => {
    const title = `Refused job: ${name}`;
    const response = await postJob(title, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      statusCode: 403,
      success: false,
      message: 'Requests from other sites are not accepted.',
    });
    expect(await posted(title)).toBe(0);
  });

  it('says so in Urdu to a reader who chose Urdu', async () => {
    const response = await postJob('Refused job in Urdu', {
      'sec-fetch-site': 'cross-site',
      cookie: `${company.headers.cookie}; lang=ur`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'دوسری ویب سائٹس سے آنے والی درخواستیں قبول نہیں کی جاتیں۔',
    );
  });

  it.each([
    ['our own page (same-origin)', { 'sec-fetch-site': 'same-origin' }],
    [
      'our Origin and same-origin',
      { origin: 'https://kaamyaab.pk', 'sec-fetch-site': 'same-origin' },
    ],
    ['the person themselves (none: typed or bookmarked)', { 'sec-fetch-site': 'none' }],
    ["a client that is not a browser (the original client's: no Origin, no Sec-Fetch-*)", {}],
  ])('accepts a write from %s', async (name, headers) => {
    const title = `Accepted job: ${name}`;
    expect((await postJob(title, headers)).statusCode).toBe(201);
    expect(await posted(title)).toBe(1);
  });

  it('leaves reads and bearer-token writes alone: no cookie rides on them', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { ...company.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const bearer = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/post-job',
      headers: { authorization: 'Bearer not-a-token', 'sec-fetch-site': 'cross-site' },
      payload: validJob,
    });
    expect(bearer.statusCode).toBe(401);
  });
});
