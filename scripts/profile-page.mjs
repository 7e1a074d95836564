// `npm run profile:page [path]`: where a page's first load spends the main thread. It starts the
// production build on the demo market, loads the page once in Chromium with an empty cache and
// the CPU slowed 4x (as Lighthouse's mobile preset simulates it), and prints when the first
// contentful paint came and which modules' evaluation cost most, each module's imports not
// counted. The whole profile is written to the temporary folder, to open in DevTools. A
// dashboard path is loaded as the approved demo freelancer. A report, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logInAsFreelancer, startDemoMarket } from './audit-pages.mjs';
import chromium from './lib/chromium.cjs';
import { moduleCosts } from './lib/module-costs.mjs';

const CPU_SLOWDOWN = 4;
const SHOWN = 15;
const OUTPUT = path.join(os.tmpdir(), 'kaamyaab-profile-page.cpuprofile');

async function profileLoad(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto('about:blank');
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const quiet = chromium.waitForQuiet(page);
  await page.goto(url);
  await quiet;
  const { profile } = await cdp.send('Profiler.stop');
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  return { profile, firstContentfulPaint };
}

async function main() {
  const pagePath = process.argv[2] ?? '/';
  const market = await startDemoMarket();
  const browser = await chromium.launchContext();
  try {
    const page = await browser.context.newPage();
    if (pagePath.startsWith('/freelancer-dashboard'))
      await logInAsFreelancer(page, market.baseUrl, market.freelancer);
    const { profile, firstContentfulPaint } = await profileLoad(page, market.baseUrl + pagePath);
    fs.writeFileSync(OUTPUT, JSON.stringify(profile));
    const fcp = firstContentfulPaint === null ? 'none' : `${Math.round(firstContentfulPaint)} ms`;
    console.log(`${pagePath} with the CPU ${CPU_SLOWDOWN}x slower: first contentful paint ${fcp}`);
    console.log(`The modules whose evaluation cost most (the whole profile: ${OUTPUT}):`);
    console.table(moduleCosts(profile).slice(0, SHOWN));
  } finally {
    await browser.close();
    await market.stop();
  }
}

await main();
