import { registerAdmin, registerFreelancer } from './support/api-setup';
import { axeViolations } from './support/axe';
import { pngFile } from './support/files';
import { PASSWORD } from './support/people';
import { forgetVisitor, signInThroughForm } from './support/session';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/**
 * An admin reviews a pending freelancer's receipt, sends the account back for an
 * unreadable receipt; the freelancer reads why on 'Hold Tight!' and sends a new receipt; the
 * admin approves, and the history shows all of it.
 */
describe("the admin's review of an account", () => {
  it('goes from a sent-back receipt to a corrected, approved account', async () => {
    const admin = await registerAdmin(baseUrl(), 'Noor');
    const name = `Zainab Review ${Date.now()}`;
    const freelancer = await registerFreelancer(
      baseUrl(),
      { fullName: name, CNIC: '35202-5555555-5' },
      await pngFile('blurred-receipt.png'),
    );
    await inNewBrowser(async ({ page, context, problems }) => {
      await signInThroughForm(page, baseUrl(), 'admin', admin.email, PASSWORD);
      await page.getByRole('link', { name: 'Manage Users' }).first().click();
      await page.getByRole('link', { name: `Review ${name}` }).click();
      await page.getByRole('heading', { name: `Review: ${name}` }).waitFor();
      await page.getByText('35202-5555555-5').waitFor();
      const receipt = page.getByRole('img', { name: 'Proof of registration fee' });
      await expect(receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(64);
      expect(await axeViolations(page)).toEqual([]);

      const form = page.getByRole('form', { name: 'Send back for a correction' });
      await form.getByLabel('Reason').selectOption({
        label: 'The fee receipt cannot be read. Please upload a clear photo or PDF of it.',
      });
      await form.getByLabel(/Note to the person/).fill('The amount is blurred.');
      await form.getByRole('button', { name: 'Send back' }).click();
      await page.getByText(`${name} was sent back and will be told why.`).waitFor();
      const reviewUrl = page.url();

      await forgetVisitor(context, page);
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await page.getByRole('heading', { name: 'Hold Tight!' }).waitFor();
      await page
        .getByText('The fee receipt cannot be read. Please upload a clear photo or PDF of it.')
        .waitFor();
      await page.getByText('Note from our team: “The amount is blurred.”').waitFor();
      const clear = await pngFile('clear-receipt.png');
      await page.getByLabel(/New proof of registration fee/).setInputFiles(clear);
      await page.getByRole('button', { name: 'Send corrections' }).click();
      await page
        .getByText('Thank you. Your corrections were sent, and your account is back in review.')
        .waitFor();

      await forgetVisitor(context, page);
      await signInThroughForm(page, baseUrl(), 'admin', admin.email, PASSWORD);
      const waiting = () =>
        page
          .getByLabel('At a glance')
          .getByText('Accounts waiting')
          .locator('xpath=..')
          .locator('dd')
          .first();
      const before = Number(await waiting().textContent());
      expect(before).toBeGreaterThanOrEqual(1);
      await page.locator('canvas').first().waitFor();
      // The emails the worker gave up on, at 640 px: none here, as the e2e server writes each
      // email to a file, which is never refused.
      await page.setViewportSize({ width: 640, height: 900 });
      const notDelivered = page.getByRole('region', { name: 'Emails not delivered' });
      await notDelivered.getByText('Every email was delivered.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(reviewUrl);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
      await page.getByText(`${name} was approved.`).waitFor();
      const history = page.getByRole('list', { name: 'History' });
      await history.getByText('Noor approved the account (Pending → Approved)').waitFor();
      await history
        .getByText(/Zainab Review \d+ sent corrections \(Sent back → Pending\)/)
        .waitFor();
      await history
        .getByText(
          /Noor sent the account back \(Pending → Sent back\): The fee receipt cannot be read/,
        )
        .waitFor();
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(waiting().textContent()).resolves.toBe(String(before - 1));

      // The contact inbox: a visitor's question arrives unread, with a reply link.
      const subject = `Is the fee refundable? ${Date.now()}`;
      const sent = await fetch(`${baseUrl()}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'visitor@example.pk', phone: '03001234567', subject }),
      });
      expect(sent.status).toBe(201);
      await page.getByRole('link', { name: 'Contact inbox' }).first().click();
      const question = page.getByRole('listitem').filter({ hasText: subject });
      await question.getByText('Unread:').waitFor();
      await expect(
        question.getByRole('link', { name: 'Reply by email' }).getAttribute('href'),
      ).resolves.toMatch(/^mailto:visitor%40example\.pk\?subject=Re%3A%20Is%20the%20fee/);
      await question.getByRole('button', { name: 'Mark as read' }).click();
      await question.getByRole('button', { name: 'Mark as unread' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
