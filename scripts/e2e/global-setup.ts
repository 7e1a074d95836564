import os from 'node:os';
import path from 'node:path';
import { startServer } from '../lib/server-process.cjs';

export default async function globalSetup() {
  // Every journey signs its people up from this one address; the limit a network has is proven
  // by the API tests (signup-limits.routes.test.ts), not by how many journeys there are.
  // The deal journey lets a week pass by writing to this file (server/src/lib/clock.ts); the
  // release sweep runs each second so the automatic release follows within the journey.
  const clockFile = path.join(os.tmpdir(), `kaamyaab-e2e-clock-${process.pid}`);
  const server = await startServer({
    SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '1000',
    TEST_CLOCK_OFFSET_FILE: clockFile,
    RELEASE_SWEEP_MS: '1000',
  });
  process.env.E2E_CLOCK_FILE = clockFile;
  process.env.E2E_BASE_URL = server.url;
  // Without SMTP_URL the server writes each email as an .eml file under DATA_DIR/outbox-mail,
  // where a journey reads the links it was sent (shell/e2e/support/mailbox.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
}
