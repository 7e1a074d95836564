import type { Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import {
  applicationBy,
  applyAs,
  approvedAccounts,
  postJobAs,
  sendMessageAs,
} from './support/api-setup';
import { PASSWORD, uniqueSuffix } from './support/people';
import { signInThroughForm } from './support/session';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/**
 * A company accepts; the freelancer's open dashboard shows it live (no reload), he
 * opens the conversation from the bell, writes, and the company reads it in Messages.
 */
describe('after the acceptance: told live, then talking', () => {
  it('tells the freelancer live and carries his message to the company', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const title = `Shopify store for a Multan bakery ${Date.now()}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'Set up our store and payments.',
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      jobCategory: 'Web Development',
      skills: ['Shopify'],
      budget: 80000,
      duration: '2 weeks',
    });
    await applyAs(baseUrl(), freelancer, {
      jobId: job._id,
      coverLetter: 'I have set up ten Shopify stores.',
      proposedRate: 75000,
      estimatedCompletionTime: '2 weeks',
    });

    const hisBrowser = await launchContext();
    const itsBrowser = await launchContext();
    const his: Page = await hisBrowser.context.newPage();
    const its: Page = await itsBrowser.context.newPage();
    const problems = [...[his, its].map(watchProblems)];
    try {
      await signInThroughForm(his, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      // Each was told of the approval; the company also of the application.
      await his.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

      await signInThroughForm(its, baseUrl(), 'company', company.email, PASSWORD);
      await its.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
      await its.goto(`${baseUrl()}/company-dashboard/jobs-posted`);
      await its.getByRole('button', { name: title }).click();
      const application = its.getByRole('article').filter({ hasText: 'Hamza Qureshi' });
      await application.getByRole('button', { name: 'Accept' }).click();
      await its
        .getByRole('alertdialog', { name: 'Accept Hamza Qureshi?' })
        .getByRole('button', { name: 'Yes, accept' })
        .click();
      await application.getByText('accepted', { exact: true }).waitFor();

      // His dashboard, never reloaded, hears of it over the live stream.
      const bell = his.getByRole('button', { name: 'Notifications, 2 unread' });
      await bell.click();
      await his
        .getByRole('link', {
          name: new RegExp(`Ravi Software House accepted your application to ${title}`),
        })
        .click();
      await his.waitForURL('**/freelancer-dashboard/messages/*');
      const contact = his.getByLabel('Contact details');
      await contact.getByRole('link', { name: company.email }).waitFor();
      expect(await contact.getByRole('link', { name: company.email }).getAttribute('href')).toBe(
        `mailto:${company.email}`,
      );
      await his.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      await his.getByLabel('Your message').fill('Salaam! I can start on Monday. <b>Shukriya</b>');
      await his.getByRole('button', { name: 'Send', exact: true }).click();
      await his.getByText('Salaam! I can start on Monday. <b>Shukriya</b>').waitFor();

      // The company's header counts it live; Messages opens the inbox, then the conversation.
      const messages = its.getByRole('link', { name: 'Messages, 1 unread' });
      await messages.click();
      await its.waitForURL('**/company-dashboard/messages');
      await its.getByRole('link', { name: new RegExp(`Hamza Qureshi, ${title}`) }).click();
      await its.getByText('Salaam! I can start on Monday. <b>Shukriya</b>').waitFor();
      // The phone as Pakistanis write it, dialled as stored.
      const phone = its.getByLabel('Contact details').getByRole('link', { name: '0333-1234567' });
      await expect(phone.getAttribute('href')).resolves.toBe('tel:03331234567');
      // Opened, so read: the header's count is gone.
      await its.getByRole('link', { name: 'Messages', exact: true }).waitFor();
      expect(problems.flat()).toEqual([]);
    } finally {
      await hisBrowser.close();
      await itsBrowser.close();
    }
  });

  it("keeps the inbox's loaded pages when a message arrives", async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const word = `dori${uniqueSuffix().replace(/\W/g, '')}`;
    // One more conversation than the inbox's first page holds (CONVERSATIONS_PAGE_DEFAULT, 20).
    const titles = Array.from(
      { length: 21 },
      (_, i) => `Job ${String(i + 1).padStart(2, '0')} ${word}`,
    );
    const applications: string[] = [];
    for (const title of titles) {
      const job = await postJobAs(baseUrl(), company, {
        title,
        description: 'Embroidery patterns for a Multan workshop.',
        projectType: 'one-time',
        experienceLevel: 'entry',
        jobCategory: 'Design',
        skills: ['Illustrator'],
        budget: 10_000,
        duration: '1 week',
      });
      const application = await applicationBy(baseUrl(), freelancer, {
        jobId: job._id,
        coverLetter: 'I draw patterns for embroidery.',
        proposedRate: 9_000,
        estimatedCompletionTime: '1 week',
      });
      applications.push(application._id);
      await sendMessageAs(baseUrl(), company, application._id, `About ${title}`);
    }

    await inNewBrowser(async ({ page, problems }) => {
      /** The inbox's entries of this journey, top to bottom, once they are these. */
      const inboxShows = (expected: { count: number; first: string }) =>
        page.waitForFunction(
          ({ word: tag, count, first }) => {
            const entries = [...document.querySelectorAll('a[aria-label]')]
              .map((link) => link.getAttribute('aria-label') ?? '')
              .filter((label) => label.includes(tag));
            return entries.length === count && entries[0]!.includes(first);
          },
          { word, ...expected },
        );
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await page.goto(`${baseUrl()}/freelancer-dashboard/messages`);
      await inboxShows({ count: 20, first: 'Job 21' });
      await page.getByRole('button', { name: 'Load more', exact: true }).click();
      await inboxShows({ count: 21, first: 'Job 21' });

      // The oldest conversation, loaded by "Load more", gets a message: it moves to the top and
      // every conversation loaded stays.
      await sendMessageAs(baseUrl(), company, applications[0]!, 'Can you start on Monday?');
      await inboxShows({ count: 21, first: 'Job 01' });
      const top = page.getByRole('link', { name: new RegExp(`Job 01 ${word}`) });
      await top.getByText('Can you start on Monday?').waitFor();
      await top.getByText('2 unread').waitFor();
      expect(await page.getByRole('button', { name: 'Load more', exact: true }).count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
