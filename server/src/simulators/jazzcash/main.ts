import { DEV_JAZZCASH } from '../../config/env';
import { createJazzCashSimulator } from './simulator';

/**
 * `npm run sim:jazzcash`: the JazzCash simulator as a process, for the browser journeys and
 * demos. It shares the merchant's credentials with the server (the development ones unless set)
 * and sends IPNs to JAZZCASH_IPN_URL. It prints its address once it listens.
 */
async function main() {
  const env = process.env;
  const simulator = createJazzCashSimulator({
    merchantId: env.JAZZCASH_MERCHANT_ID || DEV_JAZZCASH.JAZZCASH_MERCHANT_ID,
    password: env.JAZZCASH_PASSWORD || DEV_JAZZCASH.JAZZCASH_PASSWORD,
    salt: env.JAZZCASH_INTEGRITY_SALT || DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT,
    ipnUrl: env.JAZZCASH_IPN_URL || 'http://localhost:3000/api/v1/pay-ins/jazzcash/ipn',
    lateMs: Number(env.JAZZCASH_SIM_LATE_MS) || 5_000,
  });
  const host = env.JAZZCASH_SIM_HOST || '127.0.0.1';
  const port = Number(env.JAZZCASH_SIM_PORT ?? 4100);
  await simulator.app.listen({ host, port });
  const address = simulator.app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`\n  JazzCash simulator running at http://${host}:${bound}\n`);
  const stop = () => void simulator.app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('The JazzCash simulator could not start:', error);
  process.exit(1);
});
