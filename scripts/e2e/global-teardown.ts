import fs from 'node:fs';
import type { RunningServer, RunningSimulator } from '../lib/server-process.cjs';

export default async function globalTeardown() {
  const running = globalThis as {
    __E2E_SERVER__?: RunningServer;
    __E2E_JAZZCASH__?: RunningSimulator;
  };
  await running.__E2E_SERVER__?.stop();
  await running.__E2E_JAZZCASH__?.stop();
  if (process.env.E2E_CLOCK_FILE) fs.rmSync(process.env.E2E_CLOCK_FILE, { force: true });
}
