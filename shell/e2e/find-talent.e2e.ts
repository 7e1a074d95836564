import {
  approve,
  postJobAs,
  registerAdmin,
  registerCompany,
  registerFreelancer,
} from './support/api-setup';
import { PASSWORD, uniqueSuffix } from './support/people';
import { forgetVisitor, signInThroughForm } from './support/session';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

describe('finding talent', () => {
  it('a company finds a freelancer by skill, invites them, and the freelancer sees it on the job', async () => {
    const admin = await registerAdmin(baseUrl());
    const company = await registerCompany(baseUrl());
    const skill = `Sindhi${uniqueSuffix().replace(/\W/g, '')}`;
    const freelancer = await registerFreelancer(baseUrl(), {
      fullName: 'Marvi Soomro',
      skills: `Copywriting, ${skill}`,
    });
    await approve(baseUrl(), admin, company);
    await approve(baseUrl(), admin, freelancer);
    const title = `Product copy in Sindhi ${skill}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'Labels and a leaflet for our ajrak shop in Hyderabad.',
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      jobCategory: 'Writing',
      skills: ['Copywriting'],
      budget: 25_000,
      duration: '2 weeks',
    });

    await inNewBrowser(async ({ page, context, problems }) => {
      await signInThroughForm(page, baseUrl(), 'company', company.email, PASSWORD);
      await page.getByRole('link', { name: 'Find Talent' }).first().click();
      await page.getByRole('textbox', { name: 'Skills' }).fill(skill.toLowerCase());
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/skills=/);
      const card = page.getByRole('article', { name: 'Marvi Soomro' });
      await card.waitFor();
      expect(await card.textContent()).not.toContain(freelancer.email);
      await card.getByRole('button', { name: 'Invite to apply' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Marvi Soomro to apply' });
      await dialog.getByLabel('Job').selectOption({ label: title });
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.getByText('Invitation sent.', { exact: false }).waitFor();

      await forgetVisitor(context, page);
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs/${job._id}`);
      await page
        .getByText(`${company.name} invited you to apply to this job`, { exact: false })
        .waitFor();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(problems).toEqual([]);
    });
  });
});
