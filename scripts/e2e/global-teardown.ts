import fs from 'node:fs';
import type { RunningServer } from '../lib/server-process.cjs';

export default async function globalTeardown() {
  await (globalThis as { __E2E_SERVER__?: RunningServer }).__E2E_SERVER__?.stop();
  if (process.env.E2E_CLOCK_FILE) fs.rmSync(process.env.E2E_CLOCK_FILE, { force: true });
}
