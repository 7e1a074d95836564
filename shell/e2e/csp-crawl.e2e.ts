/**
 * CSP crawl (security test plan 31): every route of the spec's table, as every role whose screen
 * differs there, with zero Content-Security-Policy violations. Each route is a full page load,
 * because some violations (zod's `new Function` probe) happen once per document. One signed-in
 * browser context per role; public pages read no session, so only visitors crawl them.
 */
import type { Page } from 'playwright-core';
import { launchContext, waitForQuiet } from '../../scripts/e2e/browser';
import { loginAs, paths, signupAs } from '../../shared-api/src/routing/paths';
import {
  approve,
  registerAdmin,
  registerCompany,
  registerFreelancer,
  type ApiAccount,
  type ApiAdmin,
} from './support/api-setup';
import { recordCspViolations } from './support/csp';
import { PASSWORD } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
type Role = 'freelancer' | 'company' | 'admin';

const area = (prefix: string) => Object.values(paths).filter((path) => path.startsWith(prefix));
const areaOf: Record<Role, string[]> = {
  freelancer: [...area(paths.freelancerDashboard), `${paths.freelancerDashboard}/no-such-page`],
  company: [...area(paths.companyDashboard), `${paths.companyDashboard}/no-such-page`],
  admin: [...area(paths.adminDashboard), `${paths.adminDashboard}/no-such-page`],
};

/** Where a visitor lands: the guards send dashboards to a login, the legacy link is renamed. */
function visitorLandsOn(route: string): string {
  if (route.startsWith(paths.adminDashboard)) return paths.loginAdmin;
  if (route.startsWith(paths.freelancerDashboard)) return loginAs('freelancer');
  if (route.startsWith(paths.companyDashboard)) return loginAs('company');
  if (route === paths.legacyAdminSignup) return paths.signupAdmin;
  return route;
}

const visitorRoutes = [
  ...new Set(Object.values(paths)),
  loginAs('freelancer'),
  loginAs('company'),
  signupAs('freelancer'),
  signupAs('company'),
  '/no-such-page',
];

/** The policy the document came with: zero violations mean nothing under no policy. */
function scriptPolicy(csp: string | undefined): string {
  return (
    (csp ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  );
}

async function visit(page: Page, route: string, landsOn: string) {
  const quiet = waitForQuiet(page);
  const response = await page.goto(`${baseUrl()}${route}`);
  await quiet;
  const policy = scriptPolicy(response?.headers()['content-security-policy']);
  expect(policy).toContain("'self'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  // The freelancer profile shows 'Loading...' for 2 s before its redirect (spec 'Guards').
  if (route === paths.freelancerProfile && landsOn !== route)
    await page.waitForURL((url) => url.pathname !== route);
  const url = new URL(page.url());
  expect(`${route} → ${url.pathname}${url.search}`).toBe(`${route} → ${landsOn}`);
  // The page really rendered: a heading, and no "area unavailable" panel.
  await page.locator('h1').first().waitFor();
  expect(await page.locator('[data-testid^="remote-unavailable"]').count()).toBe(0);
}

/**
 * Crawls `routes` in one fresh context, signed in first when `as` is given, and returns one line
 * per violation, named by the role and the route visited (the sign-in's own pages included).
 */
async function crawl(
  label: string,
  routes: { route: string; landsOn: string }[],
  as?: { role: Role; email: string },
): Promise<string[]> {
  const browser = await launchContext();
  const found: string[] = [];
  try {
    const violations = await recordCspViolations(browser.context);
    const page = await browser.context.newPage();
    const during = async (route: string, step: () => Promise<unknown>) => {
      const before = violations.length;
      await step();
      for (const { directive, blocked, source } of violations.slice(before))
        found.push(`${label} ${route}: ${directive} refused ${blocked} (${source})`);
    };
    if (as)
      await during('(sign-in)', () =>
        signInThroughForm(page, baseUrl(), as.role, as.email, PASSWORD),
      );
    for (const { route, landsOn } of routes) await during(route, () => visit(page, route, landsOn));
    console.log(`CSP crawl, ${label}: ${routes.length} routes, ${found.length} violations`);
    return found;
  } finally {
    await browser.close();
  }
}

describe('CSP crawl: every route and role, zero violations', () => {
  let admin: ApiAdmin;
  const accounts: Partial<Record<string, ApiAccount>> = {};

  beforeAll(async () => {
    admin = await registerAdmin(baseUrl());
    accounts.pendingFreelancer = await registerFreelancer(baseUrl());
    accounts.approvedFreelancer = await registerFreelancer(baseUrl());
    accounts.pendingCompany = await registerCompany(baseUrl());
    accounts.approvedCompany = await registerCompany(baseUrl());
    await approve(baseUrl(), admin, accounts.approvedFreelancer);
    await approve(baseUrl(), admin, accounts.approvedCompany);
  });

  it('as a visitor, on every route of the table', async () => {
    const routes = visitorRoutes.map((route) => ({ route, landsOn: visitorLandsOn(route) }));
    expect(await crawl('visitor', routes)).toEqual([]);
  });

  it.each([
    ['approved freelancer', 'freelancer', 'approvedFreelancer'],
    ['pending freelancer', 'freelancer', 'pendingFreelancer'],
    ['approved company', 'company', 'approvedCompany'],
    ['pending company', 'company', 'pendingCompany'],
    ['admin', 'admin', 'admin'],
  ] as const)('as the %s, in its area', async (label, role, key) => {
    const email = key === 'admin' ? admin.email : (accounts[key]?.email as string);
    const routes = areaOf[role].map((route) => ({ route, landsOn: route }));
    expect(await crawl(label, routes, { role, email })).toEqual([]);
  });
});
