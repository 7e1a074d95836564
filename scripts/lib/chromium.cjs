// Debian's chromium, headless, with no background traffic (the machines have no internet).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A persistent context on a fresh profile folder, removed again on close. The site's service
 * worker is blocked unless asked for (`serviceWorkers: 'allow'`): a page it controls answers its
 * navigations and files itself, where a journey's `page.route` cannot see them, and every
 * measurement here is of a first visit.
 */
async function launchContext(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: CHROMIUM_ARGS,
    serviceWorkers: 'block',
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// A signed-in page holds its live-events stream open for as long as it lives, so Playwright's
// 'networkidle' (no request for 500 ms) never comes; quiet is judged without that stream.
const LIVE_STREAM = /\/api\/v1\/events(\?|$)/;

/**
 * Resolves once the page has had no request in flight for `quietMs`, the live stream aside;
 * rejects after `timeoutMs`. Call it right after starting the navigation it should wait for.
 */
function waitForQuiet(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  const inFlight = new Set();
  return new Promise((resolve, reject) => {
    let quietTimer;
    const settle = () => {
      clearTimeout(quietTimer);
      if (inFlight.size === 0) quietTimer = setTimeout(done, quietMs);
    };
    const started = (request) => {
      if (LIVE_STREAM.test(new URL(request.url()).pathname)) return;
      inFlight.add(request);
      settle();
    };
    const ended = (request) => {
      inFlight.delete(request);
      settle();
    };
    const stop = () => {
      clearTimeout(quietTimer);
      clearTimeout(giveUp);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    };
    const done = () => {
      stop();
      resolve();
    };
    const giveUp = setTimeout(() => {
      stop();
      reject(
        new Error(
          `the page was still loading after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
        ),
      );
    }, timeoutMs);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });
}

module.exports = { launchContext, waitForQuiet, CHROMIUM_PATH, CHROMIUM_ARGS };
