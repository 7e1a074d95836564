import { approve, registerAdmin, registerCompany, registerFreelancer } from './support/api-setup';
import { axeViolations } from './support/axe';
import { inNewBrowser } from './support/browser-page';
import { PASSWORD } from './support/people';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { width: 375, height: 740 };
const DESK = { width: 1280, height: 900 };
const WHY = 'You asked three clients to pay you by bank transfer outside Kaamyaab.';

/**
 * Enforcement in the open (docs/decisions/033-enforcement.md): a company reports a freelancer's
 * profile, an admin deactivates the account for cause from the queue, the freelancer reads why in
 * Urdu on a phone, appeals once, still reaches its payouts, and reads the admin's reply.
 */
describe('reports, deactivation for cause and the appeal', () => {
  it('a report leads to a deactivation its holder reads in Urdu, appeals once and is answered', async () => {
    const admin = await registerAdmin(baseUrl());
    const company = await registerCompany(baseUrl());
    const skill = `Khussa${Date.now()}`;
    const freelancer = await registerFreelancer(baseUrl(), {
      fullName: 'Rashid Minhas',
      skills: `Shoes, ${skill}`,
    });
    await approve(baseUrl(), admin, company);
    await approve(baseUrl(), admin, freelancer);

    await inNewBrowser(async ({ page, context }) => {
      const as = async (role: 'company' | 'freelancer' | 'admin', email: string) => {
        if (page.url().startsWith('http')) await forgetVisitor(context, page);
        await page.setViewportSize(role === 'freelancer' ? PHONE : DESK);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
      };

      // The company reports the profile from its talent card.
      await as('company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard/talent?skills=${skill.toLowerCase()}`);
      const card = page.getByRole('article', { name: 'Rashid Minhas' });
      await card.getByRole('button', { name: 'Report the profile of Rashid Minhas' }).click();
      await card.getByLabel('Why are you reporting it?').selectOption('offPlatformPayment');
      await card.getByLabel('What happened?').fill('He asked me to pay his cousin by JazzCash.');
      await card.getByRole('button', { name: 'Send report' }).click();
      await card.getByText('Thank you. Our team will look at it').waitFor();

      // The admin sees it in the queue and deactivates the account for cause.
      await as('admin', admin.email);
      await page.getByRole('link', { name: 'Moderation' }).first().click();
      const reported = page.getByRole('article', { name: /Rashid Minhas/ });
      await reported.getByText('He asked me to pay his cousin by JazzCash.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await reported.getByLabel('Reason', { exact: true }).selectOption('offPlatformPayment');
      await reported.getByLabel('What the account holder reads').fill(WHY);
      await reported.getByRole('button', { name: 'Deactivate for cause' }).click();
      await page.getByText('No open reports.').waitFor();

      // The freelancer, on a phone in Urdu, reads why and appeals once.
      await as('freelancer', freelancer.email);
      await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
      await page.evaluate(() => localStorage.setItem('kaamyaab.language', 'ur'));
      await page.reload();
      await page.getByText('وجہ: کامیاب سے باہر ادائیگیاں لینا').waitFor();
      await page.getByText(WHY).waitFor();
      await page
        .getByRole('textbox', { name: 'آپ کی اپیل' })
        .fill('Woh mere cousin thay, clients nahin.');
      await page.getByRole('button', { name: 'اپیل بھیجیں' }).click();
      await page.getByText('آپ کی اپیل', { exact: false }).first().waitFor();
      await page.getByRole('status').filter({ hasText: 'بھیجی گئی' }).waitFor();
      expect(await page.getByRole('button', { name: 'اپیل بھیجیں' }).count()).toBe(0);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect([await page.evaluate(() => document.documentElement.dir), sideways]).toEqual([
        'rtl',
        false,
      ]);
      expect(await axeViolations(page)).toEqual([]);
      // Its earnings are still its own to ask for.
      await page.goto(`${baseUrl()}/freelancer-dashboard/payouts`);
      await page.getByText('وجہ: کامیاب سے باہر ادائیگیاں لینا').waitFor();
      await page.getByText('کم از کم ادائیگی').first().waitFor();

      // The admin upholds with a reply; the freelancer reads it.
      await context.clearCookies();
      await page.evaluate(() => localStorage.setItem('kaamyaab.language', 'en'));
      await as('admin', admin.email);
      await page.goto(`${baseUrl()}/admin-dashboard/moderation`);
      const appeal = page.getByRole('article', { name: 'Appeal of Rashid Minhas' });
      await appeal.getByText('Woh mere cousin thay, clients nahin.').waitFor();
      await appeal.getByLabel('Your reply').fill('The payments went to your own account.');
      await appeal.getByRole('button', { name: 'Uphold the deactivation' }).click();
      await appeal.getByText('Upheld').waitFor();

      await as('freelancer', freelancer.email);
      await page.getByText('The payments went to your own account.').waitFor();
      await page.getByText(/the deactivation stands/).waitFor();
    });
  });
});
