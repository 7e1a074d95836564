import path from 'node:path';
import { z } from 'zod';
import type { DataKeys } from '../lib/field-encryption';
import { repoRoot } from '../paths';

/**
 * The whole configuration, parsed once from the environment. Development gets safe defaults so
 * `npm start` needs nothing; production refuses to start with a development secret.
 */
export const DEV_ADMIN_SIGNUP_KEY = 'kaamyaab-dev-admin-key';

/** Seals personal data in development and tests only; production refuses it. */
const DEV_DATA_KEY = Buffer.from('kaamyaab-dev-data-key-not-secret');
export const DEV_DATA_ENCRYPTION_KEY = DEV_DATA_KEY.toString('base64');

/**
 * The platform's account at its partner bank, where companies send bank transfers (pay-ins,
 * docs/decisions/028-contracts-and-escrow.md). The development values name no real account, and
 * production refuses them: a company must never be shown an account that is not the platform's.
 */
export const DEV_PLATFORM_BANK = {
  PLATFORM_BANK_NAME: 'Development Bank (not a real bank)',
  PLATFORM_BANK_ACCOUNT_TITLE: 'Kaamyaab Escrow (development)',
  PLATFORM_BANK_IBAN: 'PK00KYDV0000000000000000',
  PLATFORM_RAAST_ID: 'kaamyaab-development',
} as const;
/**
 * The platform as its own invoices name it (docs/decisions/029-paying-in-and-out.md): its legal
 * name, NTN and address. The development values name no real business, and production refuses them.
 */
export const DEV_PLATFORM_INVOICING = {
  PLATFORM_LEGAL_NAME: 'Kaamyaab (development, not a real business)',
  PLATFORM_NTN: '0000000-0',
  PLATFORM_ADDRESS: 'Development address, Lahore, Pakistan',
} as const;
const bankText = (fallback: string) => z.string().trim().min(2).max(100).default(fallback);
// A Pakistani IBAN: PK, two check digits, the bank's four letters, sixteen characters.
const iban = z
  .string()
  .transform((text) => text.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^PK\d{2}[A-Z]{4}[0-9A-Z]{16}$/, 'must be a Pakistani IBAN (PK + 22)'))
  .default(DEV_PLATFORM_BANK.PLATFORM_BANK_IBAN);

const optionalUrl = z.string().trim().min(1).optional();

/**
 * JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md). The development values
 * point at the local simulator (`npm run sim:jazzcash`), on 127.0.0.1 so that its posts back are
 * another site's, as JazzCash's are; production refuses the development integrity salt.
 */
export const DEV_JAZZCASH = {
  JAZZCASH_MERCHANT_ID: 'MC-KY-DEV',
  JAZZCASH_PASSWORD: 'kaamyaab-dev-password',
  JAZZCASH_INTEGRITY_SALT: 'kaamyaab-dev-integrity-salt',
  JAZZCASH_CHECKOUT_URL: 'http://127.0.0.1:4100/CustomerPortal/transactionmanagement/merchantform/',
  JAZZCASH_INQUIRY_URL: 'http://127.0.0.1:4100/ApplicationAPI/API/PaymentInquiry/Inquire',
} as const;
/**
 * The bearer token a Prometheus scraper sends to GET /metrics (docs/operations/metrics.md). The
 * development value is public, so production refuses it.
 */
export const DEV_METRICS_TOKEN = 'kaamyaab-dev-metrics-token';
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** 32 bytes, as 64 hex characters or base64 (`openssl rand -base64 32`). Never echoed in errors. */
function decodeDataKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}
const KEY_FORMAT = 'must be 32 bytes, as 64 hex characters or base64';

const dataKey = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const key = decodeDataKey(text);
    if (key) return key;
    ctx.addIssue({ code: 'custom', message: KEY_FORMAT });
    return z.NEVER;
  });

/** Earlier keys, comma-separated: they only open values sealed before a rotation. */
const dataKeyList = z.string().transform((text, ctx) => {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(decodeDataKey);
  if (keys.every((key) => key !== undefined)) return keys;
  ctx.addIssue({ code: 'custom', message: `each key ${KEY_FORMAT}` });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  // Past it a statement is canceled and its request answers 503; 0: none. See
  // docs/decisions/011-embedded-database-off-the-event-loop.md.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  ADMIN_SIGNUP_KEY: z.string().min(1).default(DEV_ADMIN_SIGNUP_KEY),
  DATA_ENCRYPTION_KEY: dataKey.default(DEV_DATA_KEY),
  DATA_ENCRYPTION_OLD_KEYS: dataKeyList.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).default(repoRoot),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Limits (docs/decisions/009-login-and-signup-limits.md): counted in this process's memory,
  // or in Redis, shared by every server process, when REDIS_URL is set.
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('kaamyaab'),
  LOGIN_PAIR_MAX_FAILURES: count(10),
  LOGIN_PAIR_BLOCK_MINUTES: count(15),
  LOGIN_ACCOUNT_FAILURES_PER_HOUR: count(10),
  LOGIN_ACCOUNT_SLOWDOWN_MINUTES: count(6),
  LOGIN_ADDRESS_MAX_FAILURES_PER_DAY: count(500),
  // At most 24: the memory store times its keys with setTimeout, which caps at 24.8 days.
  LOGIN_DEVICE_TRUST_DAYS: z.coerce.number().int().min(1).max(24).default(14),
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: count(30),
  ADMIN_KEY_MAX_FAILURES_PER_HOUR: count(5),
  CONTACT_RATE_LIMIT: count(5),
  MESSAGE_RATE_LIMIT: count(60),
  // Reports per account per hour (docs/decisions/033-enforcement.md).
  REPORTS_PER_HOUR: count(10),
  // How long a process may serve a session or the first page of jobs from memory without hearing
  // of a change; changes are heard at once through the event bus (docs/decisions/010-…). 0: off.
  MEMORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  // Overload (@fastify/under-pressure): past a threshold every API call but health answers 503
  // with Retry-After. 0 turns a threshold off.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_RETRY_AFTER_SECONDS: count(5),
  CONTACT_FORWARD_URL: z.url().optional(),
  // Email (docs/decisions/015-…): through this SMTP server, or without it into .eml files under
  // DATA_DIR/outbox-mail. Links in emails lead to PUBLIC_URL, and so do the absolute addresses
  // that robots.txt, the sitemap and the pages' heads give crawlers and link previews.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().trim().min(3).default('Kaamyaab <no-reply@kaamyaab.pk>'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  OUTBOX_POLL_SECONDS: count(5),
  // Tries before an email is given up and shown to the admins (a permanent 5xx refusal is given
  // up at once); with the backoff, 12 tries span about 2½ to 5 hours.
  OUTBOX_MAX_ATTEMPTS: count(12),
  // Kept this many days, then deleted by the hourly retention sweep: emails once sent or given up
  // (and .eml files once written), notifications once read.
  EMAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  READ_NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Uploads in an S3-compatible bucket when S3_BUCKET is set (docs/deployment.md); local disk under
  // DATA_DIR otherwise. Without keys the SDK's default chain (environment, instance role) is used.
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "letters, digits and !_.*'()/- only")
    .optional(),
  // Contracts and escrow (docs/decisions/028-contracts-and-escrow.md): the platform's fee in
  // basis points (500 = 5%), fixed on a contract when its first offer is sent; the days after a
  // submission when the work is released unless the company acts; how often the sweep looks.
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  RELEASE_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Tests only: a file holding milliseconds by which the server's clock runs ahead (lib/clock.ts),
   * so a browser journey can let the automatic release's days pass. Logged loudly when set.
   */
  TEST_CLOCK_OFFSET_FILE: z.string().trim().min(1).optional(),
  PLATFORM_BANK_NAME: bankText(DEV_PLATFORM_BANK.PLATFORM_BANK_NAME),
  PLATFORM_BANK_ACCOUNT_TITLE: bankText(DEV_PLATFORM_BANK.PLATFORM_BANK_ACCOUNT_TITLE),
  PLATFORM_BANK_IBAN: iban,
  PLATFORM_RAAST_ID: bankText(DEV_PLATFORM_BANK.PLATFORM_RAAST_ID),
  // JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md): the merchant's
  // credentials, the checkout and inquiry addresses, how long a checkout stays open, how long
  // after its start the status is asked when no notice came, and how often the sweep looks.
  JAZZCASH_MERCHANT_ID: z.string().trim().min(1).default(DEV_JAZZCASH.JAZZCASH_MERCHANT_ID),
  JAZZCASH_PASSWORD: z.string().trim().min(1).default(DEV_JAZZCASH.JAZZCASH_PASSWORD),
  JAZZCASH_INTEGRITY_SALT: z.string().trim().min(8).default(DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT),
  JAZZCASH_CHECKOUT_URL: z.url().default(DEV_JAZZCASH.JAZZCASH_CHECKOUT_URL),
  JAZZCASH_INQUIRY_URL: z.url().default(DEV_JAZZCASH.JAZZCASH_INQUIRY_URL),
  JAZZCASH_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(30),
  JAZZCASH_INQUIRY_AFTER_MINUTES: z.coerce.number().int().min(1).default(5),
  JAZZCASH_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  // Payouts (docs/decisions/029-paying-in-and-out.md): the smallest payout a freelancer may ask
  // for, the fee per payout by what carries it (an interbank transfer, a wallet credit), the
  // amount above which a second admin must approve, and whether the simulator rail is offered
  // (never in production: it pays nobody).
  PAYOUT_MIN_PAISA: z.coerce.number().int().min(1).default(100_000),
  PAYOUT_FEE_BANK_PAISA: z.coerce.number().int().min(0).default(5_000),
  PAYOUT_FEE_WALLET_PAISA: z.coerce.number().int().min(0).default(2_000),
  PAYOUT_SECOND_APPROVAL_PAISA: z.coerce.number().int().min(1).default(10_000_000),
  PAYOUT_SIMULATOR: z.enum(['on', 'off']).optional(),
  // Invoices (docs/decisions/029-paying-in-and-out.md): the platform as its invoices name it.
  PLATFORM_LEGAL_NAME: z
    .string()
    .trim()
    .min(2)
    .max(120)
    .default(DEV_PLATFORM_INVOICING.PLATFORM_LEGAL_NAME),
  PLATFORM_NTN: z
    .string()
    .trim()
    .regex(/^\d{7}-\d$/, 'must be an NTN, 7 digits, a dash and the check digit')
    .default(DEV_PLATFORM_INVOICING.PLATFORM_NTN),
  PLATFORM_ADDRESS: z
    .string()
    .trim()
    .min(2)
    .max(200)
    .default(DEV_PLATFORM_INVOICING.PLATFORM_ADDRESS),
  // Two-way reviews (docs/decisions/030-reviews.md): the days after a contract's end in which its
  // parties may review each other; how often the sweep tells of opened and closed windows.
  REVIEW_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(14),
  REVIEW_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  // GET /metrics answers only a scraper sending `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z.string().trim().min(1).default(DEV_METRICS_TOKEN),
  REMOTE_PUBLIC_URL: optionalUrl,
  REMOTE_FREELANCER_URL: optionalUrl,
  REMOTE_COMPANY_URL: optionalUrl,
  REMOTE_ADMIN_URL: optionalUrl,
  REMOTE_PUBLIC_DIR: optionalUrl,
  REMOTE_FREELANCER_DIR: optionalUrl,
  REMOTE_COMPANY_DIR: optionalUrl,
  REMOTE_ADMIN_DIR: optionalUrl,
});

export type RawEnv = z.infer<typeof EnvSchema>;

export interface AppConfig extends Omit<
  RawEnv,
  'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_OLD_KEYS'
> {
  isProduction: boolean;
  dataDir: string;
  usesDevAdminKey: boolean;
  /** The key that seals personal data, and the earlier ones that still open it. */
  dataKeys: DataKeys;
  usesDevDataKey: boolean;
  /** Whether the payout simulator rail is offered (PAYOUT_SIMULATOR; off in production). */
  payoutSimulator: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const usesDevAdminKey = raw.ADMIN_SIGNUP_KEY === DEV_ADMIN_SIGNUP_KEY;
  if (isProduction && usesDevAdminKey) {
    throw new ConfigError(
      'ADMIN_SIGNUP_KEY must be set to a secret of your own in production (the development default is refused)',
    );
  }
  if (isProduction && raw.ADMIN_SIGNUP_KEY.length < 16) {
    throw new ConfigError('ADMIN_SIGNUP_KEY must be at least 16 characters in production');
  }
  const { DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_OLD_KEYS, ...rest } = raw;
  const usesDevDataKey = current.equals(DEV_DATA_KEY);
  if (isProduction && usesDevDataKey) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY must be set to a key of your own in production: 32 random bytes, base64 or hex (openssl rand -base64 32)',
    );
  }
  const devBank = (Object.keys(DEV_PLATFORM_BANK) as (keyof typeof DEV_PLATFORM_BANK)[]).filter(
    (name) => raw[name] === DEV_PLATFORM_BANK[name],
  );
  if (isProduction && devBank.length > 0) {
    throw new ConfigError(
      `${devBank.join(', ')} must name the platform's own account at its partner bank in production (the development values are refused)`,
    );
  }
  if (isProduction && raw.JAZZCASH_INTEGRITY_SALT === DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT) {
    throw new ConfigError(
      "JAZZCASH_INTEGRITY_SALT must be the merchant account's own salt in production (the development value is refused)",
    );
  }
  if (isProduction && raw.PAYOUT_SIMULATOR === 'on') {
    throw new ConfigError(
      'PAYOUT_SIMULATOR must not be on in production: the simulator pays nobody (the bank file is the rail)',
    );
  }
  if (Math.max(raw.PAYOUT_FEE_BANK_PAISA, raw.PAYOUT_FEE_WALLET_PAISA) >= raw.PAYOUT_MIN_PAISA) {
    throw new ConfigError('PAYOUT_MIN_PAISA must be more than each payout fee');
  }
  const devInvoicing = (
    Object.keys(DEV_PLATFORM_INVOICING) as (keyof typeof DEV_PLATFORM_INVOICING)[]
  ).filter((name) => raw[name] === DEV_PLATFORM_INVOICING[name]);
  if (isProduction && devInvoicing.length > 0) {
    throw new ConfigError(
      `${devInvoicing.join(', ')} must name the platform as its invoices do in production (the development values are refused)`,
    );
  }
  if (isProduction && (raw.METRICS_TOKEN === DEV_METRICS_TOKEN || raw.METRICS_TOKEN.length < 16)) {
    throw new ConfigError(
      'METRICS_TOKEN must be set to a secret of your own of at least 16 characters in production (the development default is refused)',
    );
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  const dataKeys = { current, previous: DATA_ENCRYPTION_OLD_KEYS };
  const dataDir = raw.DATA_DIR.startsWith('memory://') ? raw.DATA_DIR : path.resolve(raw.DATA_DIR);
  const payoutSimulator = (raw.PAYOUT_SIMULATOR ?? (isProduction ? 'off' : 'on')) === 'on';
  return {
    ...rest,
    isProduction,
    usesDevAdminKey,
    dataDir,
    dataKeys,
    usesDevDataKey,
    payoutSimulator,
  };
}
