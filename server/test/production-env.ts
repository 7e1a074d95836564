import { randomBytes } from 'node:crypto';

/**
 * Settings a production server starts with: every secret and every detail that production
 * refuses in its development form set to a value of its own. Tests that start or configure a
 * production server spread it and change the one setting they are about.
 */
export const productionEnv = () => ({
  NODE_ENV: 'production',
  ADMIN_SIGNUP_KEY: 'a-long-production-secret',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PLATFORM_BANK_NAME: 'Meezan Bank',
  PLATFORM_BANK_ACCOUNT_TITLE: 'Kaamyaab Escrow',
  PLATFORM_BANK_IBAN: 'PK36MEZN0000001123456702',
  PLATFORM_RAAST_ID: 'PK36MEZN0000001123456702',
  JAZZCASH_INTEGRITY_SALT: 'the-merchants-own-salt',
  PLATFORM_LEGAL_NAME: 'Kaamyaab (Private) Limited',
  PLATFORM_NTN: '4455667-1',
  PLATFORM_ADDRESS: '12 Main Boulevard, Gulberg, Lahore',
  METRICS_TOKEN: 'a-long-metrics-scrape-token',
});
