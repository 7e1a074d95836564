import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { freePort, startJazzCashSimulator, startServer } from '../lib/server-process.cjs';

export default async function globalSetup() {
  // Every journey signs its people up from this one address; the limit a network has is proven
  // by the API tests (signup-limits.routes.test.ts), not by how many journeys there are.
  // The deal journey lets a week pass by writing to this file (server/src/lib/clock.ts); the
  // release sweep runs each second so the automatic release follows within the journey.
  const clockFile = path.join(os.tmpdir(), `kaamyaab-e2e-clock-${process.pid}`);
  // The JazzCash journey pays on the simulator, which must know where to send its IPNs, and the
  // server where its checkout is: both addresses are chosen first. The browser reaches the
  // simulator as `localhost` and the server as 127.0.0.1, two sites, as JazzCash and we are.
  const [serverPort, simulatorPort] = await Promise.all([freePort(), freePort()]);
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const merchant = {
    JAZZCASH_MERCHANT_ID: 'MC-KY-E2E',
    JAZZCASH_PASSWORD: 'e2e-password',
    // Production refuses the development salt; each run has its own.
    JAZZCASH_INTEGRITY_SALT: randomBytes(16).toString('hex'),
  };
  const simulator = await startJazzCashSimulator({
    ...merchant,
    JAZZCASH_SIM_HOST: 'localhost',
    JAZZCASH_SIM_PORT: String(simulatorPort),
    JAZZCASH_IPN_URL: `${serverUrl}/api/v1/pay-ins/jazzcash/ipn`,
  });
  const server = await startServer({
    SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '1000',
    TEST_CLOCK_OFFSET_FILE: clockFile,
    RELEASE_SWEEP_MS: '1000',
    DISPUTE_SWEEP_MS: '1000',
    PORT: String(serverPort),
    PUBLIC_URL: serverUrl,
    ...merchant,
    JAZZCASH_CHECKOUT_URL: `${simulator.url}/CustomerPortal/transactionmanagement/merchantform/`,
    JAZZCASH_INQUIRY_URL: `${simulator.url}/ApplicationAPI/API/PaymentInquiry/Inquire`,
  });
  process.env.E2E_CLOCK_FILE = clockFile;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_JAZZCASH_URL = simulator.url;
  // Without SMTP_URL the server writes each email as an .eml file under DATA_DIR/outbox-mail,
  // where a journey reads the links it was sent (shell/e2e/support/mailbox.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
  (globalThis as { __E2E_JAZZCASH__?: unknown }).__E2E_JAZZCASH__ = simulator;
}
