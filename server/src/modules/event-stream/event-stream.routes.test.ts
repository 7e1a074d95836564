import http from 'node:http';
import { appliedTo } from '../../../test/applying';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { listening, openEventStream } from '../../../test/event-stream';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';

describe('GET /events (Server-Sent Events)', () => {
  const testApp = testAppForBlock();
  const [company] = membersForBlock(testApp, ['company']);
  let baseUrl: string;
  let jobId: string;

  beforeAll(async () => {
    baseUrl = await listening(testApp.app);
    jobId = await jobOf(testApp, company, { numberOfFreelancers: 50 });
  });

  const applyAs = (freelancer: Member) =>
    appliedTo(testApp, freelancer, jobId, {
      coverLetter: 'Me',
      proposedRate: 9000,
      estimatedCompletionTime: '3 days',
    });

  const decide = (applicationId: string, status: string) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/status/${applicationId}`,
      headers: company.headers,
      payload: { status },
    });

  it('refuses a caller without a session, in the envelope', async () => {
    const stream = await openEventStream(baseUrl, {});
    expect(stream.status).toBe(401);
    expect(stream.headers['content-type']).toMatch(/application\/json/);
    stream.close();
  });

  it('streams uncompressed, never cached, and tells only the person concerned', async () => {
    const [freelancer, bystander] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const mine = await openEventStream(baseUrl, {
      ...freelancer.headers,
      'accept-encoding': 'gzip, br',
    });
    const theirs = await openEventStream(baseUrl, bystander.headers);
    const companyStream = await openEventStream(baseUrl, company.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['content-encoding']).toBeUndefined();
    expect(mine.headers['content-security-policy']).toContain("connect-src 'self'");

    const applicationId = await applyAs(freelancer);
    const bystanderApplication = await applyAs(bystander);
    expect(await companyStream.next('notification')).toEqual({
      event: 'notification',
      data: { kind: 'applicationReceived' },
    });
    await decide(applicationId, 'accepted');
    await decide(bystanderApplication, 'rejected');
    expect((await mine.next('notification')).data).toEqual({ kind: 'applicationAccepted' });
    // One stream, in order: had the bystander been told of the acceptance, it would come first.
    expect((await theirs.next('notification')).data).toEqual({ kind: 'applicationRejected' });
    for (const stream of [mine, theirs, companyStream]) stream.close();
  });

  it('tells both parties of a new message in their conversation', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const applicationId = await applyAs(freelancer);
    const stream = await openEventStream(baseUrl, freelancer.headers);
    const written = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${applicationId}/messages`,
      headers: company.headers,
      payload: { text: 'Can we talk?' },
    });
    expect(written.statusCode).toBe(201);
    expect((await stream.next('message')).data).toEqual({ applicationId });
    expect((await stream.next('notification')).data).toEqual({ kind: 'messageReceived' });
    stream.close();
  });

  it('ends the stream when an admin deactivates the account; a reconnection is authorized afresh', async () => {
    const [freelancer, admin] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'admin'),
    ]);
    const stream = await openEventStream(baseUrl, freelancer.headers);
    expect(stream.status).toBe(200);
    const toggled = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/freelancer/${freelancer.id}/toggle-status`,
      headers: admin.headers,
    });
    expect(toggled.json().data.isActive).toBe(false);
    await stream.ended;
    // Reading one's own notifications needs no approval: the deactivation notice is readable.
    const again = await openEventStream(baseUrl, freelancer.headers);
    expect(again.status).toBe(200);
    again.close();
  });

  it('ends the stream when the session is logged out', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const stream = await openEventStream(baseUrl, freelancer.headers);
    expect(stream.status).toBe(200);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/logout',
      headers: freelancer.headers,
    });
    await stream.ended;
    const again = await openEventStream(baseUrl, freelancer.headers);
    expect(again.status).toBe(401);
    again.close();
  });

  /** A HEAD over real HTTP: its status and headers once the answer is complete, or a timeout. */
  const head = (headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}/api/v1/events`,
        { method: 'HEAD', headers, timeout: 3000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        },
      );
      request.on('timeout', () => {
        request.destroy();
        reject(new Error('HEAD /api/v1/events did not end within 3 s'));
      });
      request.on('error', reject);
      request.end();
    });

  it("answers a HEAD with the stream's headers and ends it", async () => {
    const freelancer = await member(testApp, 'freelancer');
    const signedIn = await head(freelancer.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await head({})).statusCode).toBe(401);
  });
});
