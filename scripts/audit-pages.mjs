// `npm run audit:pages [URL]`: Lighthouse (mobile preset, simulated slow 4G) on the pages the
// Lighthouse budget of bench/budgets.json names, printing the four category scores and the metrics
// behind performance. A report, not a test. Without a URL it starts the production build on a fresh
// database with the demo market, and audits the jobs page as the approved demo freelancer. With a
// URL, the signed-in page is audited when AUDIT_FREELANCER_EMAIL and AUDIT_FREELANCER_PASSWORD are
// set; AUDIT_SAVE_DIR=<folder> keeps every run's whole report there; AUDIT_CPU_SLOWDOWN=<n> slows
// the page's CPU n times instead of the preset's 4, to see a slower machine's figures on a fast
// one. `npm run bench` imports auditAll() for its report.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import chromium from './lib/chromium.cjs';
import serverProcess from './lib/server-process.cjs';
import { ensureBuilt, repoRoot } from './build-if-needed.mjs';

const visitorPages = ['/', '/login', '/free-courses'];
const signedInPage = '/freelancer-dashboard/jobs';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// The metrics the performance score is made of, so a low score says where the time goes.
const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * AUDIT_SAVE_DIR keeps each run's whole report (JSON, readable in the Lighthouse viewer): the
 * table says which metric is slow, the report says which request or task made it so.
 */
function saveReport(lhr) {
  const dir = process.env.AUDIT_SAVE_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  const file = path.join(dir, `${name || 'home'}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
}

/** The preset's CPU slowdown unless AUDIT_CPU_SLOWDOWN names another. */
function cpuThrottling() {
  const slowdown = Number(process.env.AUDIT_CPU_SLOWDOWN);
  return slowdown > 0 ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {};
}

async function audit(url, port, flags = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...cpuThrottling(),
    ...flags,
  });
  // A failed run (e.g. NO_NAVSTART on a loaded machine) says so instead of scoring zero.
  if (lhr.runtimeError) return { path: new URL(url).pathname, error: lhr.runtimeError.code };
  saveReport(lhr);
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '']),
  );
  return { path: new URL(url).pathname, ...scores, ...metrics, failing: failingAudits(lhr) };
}

/**
 * Per category, the scored audits that did not pass: what a score below 100 is made of, and what
 * a budget's exemption (a signed-in page kept from indexing) is checked against.
 */
function failingAudits(lhr) {
  const scored = (ref) =>
    ref.weight > 0 && !['notApplicable', 'manual'].includes(lhr.audits[ref.id]?.scoreDisplayMode);
  return Object.fromEntries(
    categories.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => scored(ref) && lhr.audits[ref.id]?.score !== 1)
        .map((ref) => ref.id),
    ]),
  );
}

/** The table of scores and metrics, then what keeps each page's SEO below 100. */
function printRows(rows) {
  console.table(rows.map(({ failing: _failing, ...row }) => row));
  for (const row of rows) {
    if (row.failing?.seo.length)
      console.log(`${row.path}: SEO fails ${row.failing.seo.join(', ')}`);
  }
}

/** Signs in on `page` through the freelancer login form, as a visitor does. */
export async function logInAsFreelancer(page, baseUrl, { email, password }) {
  await page.goto(`${baseUrl}/login?as=freelancer`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/freelancer-dashboard');
}

/**
 * Signs in in the audit's own Chrome, so the page gets the session cookie and the stored entries
 * a signed-in visitor has; then empties the HTTP cache, so the audit still downloads every file.
 */
async function signInAsFreelancer(baseUrl, port, freelancer) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await logInAsFreelancer(page, baseUrl, freelancer);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** `freelancer` ({ email, password }, approved) adds the signed-in jobs page. */
export async function auditAll(baseUrl, freelancer) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromium.CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...chromium.CHROMIUM_ARGS],
  });
  try {
    const rows = [];
    for (const pagePath of visitorPages)
      rows.push(await audit(`${baseUrl}${pagePath}`, chrome.port));
    if (freelancer) {
      await signInAsFreelancer(baseUrl, chrome.port, freelancer);
      // Lighthouse would clear the session with the rest of the storage.
      const flags = { disableStorageReset: true };
      rows.push(await audit(`${baseUrl}${signedInPage}`, chrome.port, flags));
    } else {
      console.log(`(${signedInPage} skipped: no freelancer to sign in as)\n`);
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** Fills a fresh data folder with the demo market; returns the approved freelancer's login. */
function seedDemoMarket(env) {
  const seeded = spawnSync(process.execPath, ['server/dist/seed-demo.cjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const login = /Freelancer, approved \(\/login\)\s+(\S+)\s+(\S+)/.exec(seeded.stdout ?? '');
  if (seeded.status !== 0 || !login) throw new Error(`The demo seed failed:\n${seeded.stderr}`);
  return { email: login[1], password: login[2] };
}

/**
 * The production build (built first if stale) on a fresh embedded database with the demo market:
 * where it runs, the approved freelancer's login, and how to stop it and remove its data.
 */
export async function startDemoMarket() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-audit-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const freelancer = seedDemoMarket(env);
  const server = await serverProcess.startServer(env);
  return {
    baseUrl: server.url,
    freelancer,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  let market;
  let freelancer;
  let baseUrl = process.argv[2] ?? process.env.AUDIT_URL;
  if (baseUrl) {
    const { AUDIT_FREELANCER_EMAIL: email, AUDIT_FREELANCER_PASSWORD: password } = process.env;
    if (email && password) freelancer = { email, password };
  } else {
    market = await startDemoMarket();
    ({ baseUrl, freelancer } = market);
  }
  try {
    console.log(`Lighthouse, mobile preset, on ${baseUrl}\n`);
    printRows(await auditAll(baseUrl, freelancer));
  } finally {
    await market?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
