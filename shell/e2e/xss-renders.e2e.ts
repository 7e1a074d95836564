/**
 * XSS renders (security test plan 30): hostile text in every field that another role sees,
 * created through the real API and rendered in Chromium by that role. The contexts bypass the
 * CSP on purpose, so an injected handler would run and this suite proves the escaping alone (the
 * CSP crawl proves the second wall). A narrow phone screen makes the longest texts count too.
 */
import type { Page } from 'playwright-core';
import { launchContext } from '../../scripts/e2e/browser';
import {
  applyAs,
  approve,
  postJobAs,
  registerAdmin,
  registerCompany,
  registerFreelancer,
  type ApiAccount,
  type ApiAdmin,
} from './support/api-setup';
import { hostileText, xssPieces } from './support/hostile-text';
import { PASSWORD } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
type Role = 'freelancer' | 'company' | 'admin';
type Texts = Record<string, string>;

// Every text another role sees, at each field's longest (the contract's limits).
const pendingFreelancer = {
  fullName: hostileText('pendingFullName', 120),
  skills: hostileText('pendingSkills', 200),
};
const approvedFreelancer = {
  fullName: hostileText('fullName', 120),
  skills: hostileText('skills', 200),
  bio: hostileText('bio', 2000),
  currentlyEmployed: 'true',
  companyName: hostileText('employer', 120),
};
const pendingCompany = {
  companyName: hostileText('pendingCompanyName', 120),
  pocName: hostileText('pendingPocName', 120),
};
const approvedCompany = {
  companyName: hostileText('companyName', 120),
  pocName: hostileText('pocName', 120),
  bio: hostileText('companyBio', 2000),
};
const job = {
  title: hostileText('title', 120),
  description: hostileText('description', 5000),
  projectType: 'one-time',
  experienceLevel: 'expert',
  jobCategory: hostileText('category', 60),
  skills: xssPieces('jobSkill'),
  budget: 150000,
  duration: hostileText('duration', 120),
  numberOfFreelancers: 1,
};
const application = {
  coverLetter: hostileText('coverLetter', 5000),
  proposedRate: 140000,
  estimatedCompletionTime: hostileText('estimatedTime', 120),
};
const adminName = hostileText('username', 60);

const shown = { fields: 0, pieces: 0 };

/** What a screen did with the texts: ran them, injected them, showed them, overflowed. */
async function inspect(page: Page, texts: Texts, waitMs = 10_000) {
  const allShown = (expected: string[]) =>
    expected.every((text) => document.body.textContent?.includes(text));
  // Wait for the screen's data; what is still missing after that is reported.
  if (waitMs > 0)
    await page
      .waitForFunction(allShown, Object.values(texts), { timeout: waitMs })
      .catch(() => undefined);
  return page.evaluate((expected: Texts) => {
    const body = document.body.textContent ?? '';
    const selector = '[onerror], [onload], img[src="x"], a[href^="javascript:" i]';
    return {
      ran: (window as unknown as { __xss?: string }).__xss ?? null,
      injected: [...document.querySelectorAll(selector)].map((element) => element.outerHTML),
      scripts: [...document.scripts].filter((script) => script.text.includes('__xss')).length,
      missing: Object.entries(expected)
        .filter(([, text]) => !body.includes(text))
        .map(([field]) => field),
      // The innermost elements that run past the right edge of the screen, if any.
      overflowing: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
        .filter(
          (element, _, all) => !all.some((other) => element.contains(other) && other !== element),
        )
        .slice(0, 5)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').slice(0, 40)}`,
        ),
    };
  }, texts);
}

/**
 * Nothing ran (`window.__xss` unset, no dialog), nothing was injected (no element carries a
 * handler or a javascript: link), every text shows literally, and nothing runs off the screen.
 */
async function expectShownAsText(page: Page, texts: Texts, dialogs: string[]) {
  expect({ ...(await inspect(page, texts)), dialogs }).toEqual({
    ran: null,
    injected: [],
    scripts: 0,
    missing: [],
    overflowing: [],
    dialogs: [],
  });
  shown.fields += Object.keys(texts).length;
  for (const text of Object.values(texts)) shown.pieces += text.split('__xss=').length - 1;
}

async function signedInAs(role: Role, email: string) {
  const browser = await launchContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
  const page = await browser.context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
  return { browser, page, dialogs };
}

async function expandAll(page: Page, within = page.locator('main')) {
  const closed = within.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

describe('XSS renders: hostile text from one role, shown to another, stays text', () => {
  let admin: ApiAdmin;
  let freelancer: ApiAccount;
  let company: ApiAccount;

  beforeAll(async () => {
    admin = await registerAdmin(baseUrl(), adminName);
    freelancer = await registerFreelancer(baseUrl(), approvedFreelancer);
    company = await registerCompany(baseUrl(), approvedCompany);
    await registerFreelancer(baseUrl(), pendingFreelancer);
    await registerCompany(baseUrl(), pendingCompany);
    await approve(baseUrl(), admin, freelancer);
    await approve(baseUrl(), admin, company);
    const posted = await postJobAs(baseUrl(), company, job);
    await applyAs(baseUrl(), freelancer, { jobId: posted._id, ...application });
  });

  afterAll(() =>
    console.log(
      `XSS renders: ${shown.fields} fields, ${shown.pieces} hostile pieces shown as text`,
    ),
  );

  it('shows sign-up fields to the admin in Manage Users, both tabs, and its own name', async () => {
    const { browser, page, dialogs } = await signedInAs('admin', admin.email);
    try {
      await expectShownAsText(page, { adminName }, dialogs);
      await page.goto(`${baseUrl()}/admin-dashboard/manage-users`);
      await page.getByRole('switch', { name: `Approve ${pendingCompany.companyName}` }).waitFor();
      await expectShownAsText(page, { ...pendingFreelancer, ...pendingCompany }, dialogs);
      await page.getByRole('tab', { name: 'Active Users', exact: true }).click();
      await page
        .getByRole('switch', { name: `Deactivate ${approvedCompany.companyName}` })
        .waitFor();
      await expectShownAsText(
        page,
        {
          fullName: approvedFreelancer.fullName,
          skills: approvedFreelancer.skills,
          companyName: approvedCompany.companyName,
          pocName: approvedCompany.pocName,
        },
        dialogs,
      );
    } finally {
      await browser.close();
    }
  });

  it("shows the company's name and job to a freelancer on the job card", async () => {
    const { browser, page, dialogs } = await signedInAs('freelancer', freelancer.email);
    try {
      await expectShownAsText(page, { fullName: approvedFreelancer.fullName }, dialogs);
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      const card = page.getByRole('article').filter({ hasText: job.title });
      await card.getByText(approvedCompany.companyName).waitFor();
      await expandAll(page, card);
      const { title, description, jobCategory, duration } = job;
      const skills = Object.fromEntries(job.skills.map((skill, index) => [`skill${index}`, skill]));
      await expectShownAsText(
        page,
        {
          title,
          description,
          jobCategory,
          duration,
          ...skills,
          companyName: approvedCompany.companyName,
        },
        dialogs,
      );
      await page.goto(`${baseUrl()}/freelancer-dashboard/profile`);
      await page.getByRole('heading', { name: approvedFreelancer.fullName }).waitFor();
      const { fullName, skills: ownSkills, bio, companyName } = approvedFreelancer;
      await expectShownAsText(page, { fullName, ownSkills, bio, companyName }, dialogs);
    } finally {
      await browser.close();
    }
  });

  it('shows the application and its applicant to the company under its posted job', async () => {
    const { browser, page, dialogs } = await signedInAs('company', company.email);
    try {
      await page.goto(`${baseUrl()}/company-dashboard/jobs-posted`);
      const card = page.getByRole('article').filter({ hasText: job.title });
      await card.waitFor();
      await expandAll(page, card);
      await expectShownAsText(
        page,
        {
          coverLetter: application.coverLetter,
          estimatedCompletionTime: application.estimatedCompletionTime,
          applicantName: approvedFreelancer.fullName,
          applicantSkills: approvedFreelancer.skills,
          title: job.title,
          description: job.description,
        },
        dialogs,
      );
      await page.goto(`${baseUrl()}/company-dashboard/profile`);
      await page.getByRole('heading', { name: approvedCompany.companyName }).waitFor();
      await expectShownAsText(page, approvedCompany, dialogs);
    } finally {
      await browser.close();
    }
  });
  it('would notice: the same text parsed as markup runs and is found (the check has teeth)', async () => {
    const browser = await launchContext({ bypassCSP: true });
    try {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl()}/blogs`);
      const text = hostileText('control', 200);
      await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), text);
      await page.waitForFunction(() => '__xss' in window);
      const seen = await inspect(page, { text }, 0);
      expect(seen.ran).toBe('control');
      expect(seen.injected.length).toBeGreaterThan(0);
      expect(seen.missing).toEqual(['text']);
    } finally {
      await browser.close();
    }
  });
});
