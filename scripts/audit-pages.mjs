// `npm run audit:pages [URL]`: Lighthouse (mobile preset, simulated slow 4G) on the public pages
// of a running production build, printing the four category scores. A report, not a test.
// Without a URL it starts the production build on a free port itself. `npm run bench` imports
// auditAll() for its report.
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from './lib/chromium.cjs';
import serverProcess from './lib/server-process.cjs';
import { ensureBuilt } from './build-if-needed.mjs';

const pagesToAudit = ['/', '/blogs', '/free-courses'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// The metrics the performance score is made of, so a low score says where the time goes.
const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

export async function auditAll(baseUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromium.CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...chromium.CHROMIUM_ARGS],
  });
  try {
    const rows = [];
    for (const path of pagesToAudit) {
      const { lhr } = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      const scores = Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        Object.entries(metricAudits).map(([name, id]) => [
          name,
          lhr.audits[id]?.displayValue ?? '',
        ]),
      );
      rows.push({ path, ...scores, ...metrics });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  let server;
  let baseUrl = process.argv[2] ?? process.env.AUDIT_URL;
  if (!baseUrl) {
    ensureBuilt();
    server = await serverProcess.startServer();
    baseUrl = server.url;
  }
  try {
    console.log(`Lighthouse, mobile preset, on ${baseUrl}\n`);
    console.table(await auditAll(baseUrl));
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
