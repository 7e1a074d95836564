import type { Page, Response } from 'playwright-core';
import {
  applicationBy,
  approvedAccounts,
  decideAs,
  postJobAs,
  saveFreelancerBioAs,
  sendMessageAs,
} from './support/api-setup';
import { PASSWORD } from './support/people';
import { signInThroughForm } from './support/session';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const STREAM = '**/api/v1/events*';
const isStream = (url: string) => new URL(url).pathname === '/api/v1/events';
const streamOpened = (page: Page) =>
  page.waitForResponse((response: Response) => isStream(response.url()) && response.ok());

/**
 * The live stream survives a server that refuses it for a while (503 with Retry-After, as under
 * overload): the dashboard keeps trying, spaced out, and once let through it reads again what it
 * missed and hears what comes next, all without a reload.
 */
describe('live updates after the server refused the stream', () => {
  it('brings the bell up to date once the stream is let through again', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const title = `Logo for a Peshawar tea stall ${Date.now()}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'A logo for our sign and cups.',
      projectType: 'one-time',
      experienceLevel: 'entry',
      jobCategory: 'Design',
      skills: ['Illustrator'],
      budget: 15000,
      duration: '1 week',
    });
    const application = await applicationBy(baseUrl(), freelancer, {
      jobId: job._id,
      coverLetter: 'I draw logos for small shops.',
      proposedRate: 14000,
      estimatedCompletionTime: '1 week',
    });

    await inNewBrowser(async ({ page, problems }) => {
      const firstOpened = streamOpened(page);
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await firstOpened;
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

      // From now on the server refuses the stream; saving the profile ends the open one.
      let refusals = 0;
      const waiting: { count: number; resolve: () => void }[] = [];
      const refused = (count: number) =>
        new Promise<void>((resolve) => {
          if (refusals >= count) resolve();
          else waiting.push({ count, resolve });
        });
      await page.route(STREAM, async (route) => {
        await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '' });
        refusals += 1;
        for (const waiter of waiting) if (refusals >= waiter.count) waiter.resolve();
      });
      await saveFreelancerBioAs(baseUrl(), freelancer, 'Logos and signs for small shops.');
      await refused(2);
      // Told while refused: nothing live can say so yet.
      await decideAs(baseUrl(), company, application._id, 'accepted');
      await refused(3);
      expect(await page.getByRole('button', { name: 'Notifications, 1 unread' }).count()).toBe(1);

      const reopened = streamOpened(page);
      await page.unroute(STREAM);
      await reopened;
      // The reopening reads what was missed...
      await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
      // ...and what is told next arrives live.
      await sendMessageAs(
        baseUrl(),
        company,
        application._id,
        'Welcome aboard! Can you start today?',
      );
      await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
      await page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
      // The refusals themselves are the only trouble the page reports.
      expect(problems.filter((problem) => !problem.includes('status of 503'))).toEqual([]);
    });
  });
});
