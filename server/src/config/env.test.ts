import { randomBytes } from 'node:crypto';
import { productionEnv } from '../../test/production-env';
import { DEV_ADMIN_SIGNUP_KEY, DEV_DATA_ENCRYPTION_KEY, loadConfig } from './env';

const productionKey = randomBytes(32);
const production = { ...productionEnv(), DATA_ENCRYPTION_KEY: productionKey.toString('base64') };

describe('loadConfig', () => {
  it("refuses to start in production with JazzCash's development salt", () => {
    const { JAZZCASH_INTEGRITY_SALT: _unset, ...withoutSalt } = production;
    expect(() => loadConfig(withoutSalt)).toThrow(/JAZZCASH_INTEGRITY_SALT must be/);
    expect(loadConfig(production).JAZZCASH_INTEGRITY_SALT).toBe('the-merchants-own-salt');
  });

  it('gives development safe defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_SIGNUP_KEY).toBe(DEV_ADMIN_SIGNUP_KEY);
    expect(config.usesDevAdminKey).toBe(true);
  });

  it('times statements out after 5 seconds unless told otherwise, 0 meaning never', () => {
    expect(loadConfig({}).DB_STATEMENT_TIMEOUT_MS).toBe(5_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '250' }).DB_STATEMENT_TIMEOUT_MS).toBe(250);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).DB_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DB_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('keeps sent emails 30 days and read notifications 90 unless told otherwise, at least a day', () => {
    const defaults = loadConfig({});
    expect([defaults.EMAIL_RETENTION_DAYS, defaults.READ_NOTIFICATION_RETENTION_DAYS]).toEqual([
      30, 90,
    ]);
    const set = loadConfig({ EMAIL_RETENTION_DAYS: '7', READ_NOTIFICATION_RETENTION_DAYS: '365' });
    expect([set.EMAIL_RETENTION_DAYS, set.READ_NOTIFICATION_RETENTION_DAYS]).toEqual([7, 365]);
    for (const wrong of ['0', '-3', '1.5', 'forever'])
      expect(() => loadConfig({ EMAIL_RETENTION_DAYS: wrong })).toThrow(/EMAIL_RETENTION_DAYS/);
    expect(() => loadConfig({ READ_NOTIFICATION_RETENTION_DAYS: '0' })).toThrow(
      /READ_NOTIFICATION_RETENTION_DAYS/,
    );
  });

  it('refuses to start in production with the development admin key, without printing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_SIGNUP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow(
      new RegExp(DEV_ADMIN_SIGNUP_KEY),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_SIGNUP_KEY: 'short' })).toThrow(
      /16 characters/,
    );
  });

  it('refuses to start in production with the development bank account, naming it', () => {
    const { PLATFORM_BANK_IBAN: _unset, ...withoutIban } = production;
    expect(() => loadConfig(withoutIban)).toThrow(/PLATFORM_BANK_IBAN must name/);
    expect(() => loadConfig({ ...production, PLATFORM_BANK_IBAN: 'PK12' })).toThrow(
      /PLATFORM_BANK_IBAN: must be a Pakistani IBAN/,
    );
    expect(
      loadConfig({ ...production, PLATFORM_BANK_IBAN: 'pk36 mezn 0000 0011 2345 6702' }),
    ).toMatchObject({ PLATFORM_BANK_IBAN: 'PK36MEZN0000001123456702' });
  });

  it('refuses to start in production with the development invoicing details, naming them', () => {
    const { PLATFORM_NTN: _unset, ...withoutNtn } = production;
    expect(() => loadConfig(withoutNtn)).toThrow(/PLATFORM_NTN must name the platform/);
    expect(() => loadConfig({ ...production, PLATFORM_NTN: '12' })).toThrow(
      /PLATFORM_NTN: must be an NTN/,
    );
  });

  it('accepts a production secret and a data key of its own', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.dataKeys.current.equals(productionKey)).toBe(true);
    expect(config.usesDevDataKey).toBe(false);
  });

  it('seals personal data with a development key by default, and says so', () => {
    const config = loadConfig({});
    expect(config.dataKeys.current.equals(Buffer.from(DEV_DATA_ENCRYPTION_KEY, 'base64'))).toBe(
      true,
    );
    expect(config.dataKeys.previous).toEqual([]);
    expect(config.usesDevDataKey).toBe(true);
  });

  it('refuses to start in production without a data key of its own', () => {
    const { DATA_ENCRYPTION_KEY: _unset, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() =>
      loadConfig({ ...withoutKey, DATA_ENCRYPTION_KEY: DEV_DATA_ENCRYPTION_KEY }),
    ).toThrow(/DATA_ENCRYPTION_KEY must be set/);
  });

  it('takes a data key as 64 hex characters or base64 of 32 bytes, and names a bad one without echoing it', () => {
    const hex = productionKey.toString('hex');
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: hex }).dataKeys.current).toEqual(
      productionKey,
    );
    const urlSafe = productionKey.toString('base64url');
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: urlSafe }).dataKeys.current).toEqual(
      productionKey,
    );
    for (const bad of ['too-short', randomBytes(16).toString('base64'), `${hex}00`]) {
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: bad })).toThrow(/DATA_ENCRYPTION_KEY: must/);
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: bad })).not.toThrow(bad);
    }
  });

  it('keeps earlier data keys for a rotation', () => {
    const old = [randomBytes(32), randomBytes(32)];
    const config = loadConfig({
      ...production,
      DATA_ENCRYPTION_OLD_KEYS: `${old[0]!.toString('base64')}, ${old[1]!.toString('hex')}`,
    });
    expect(config.dataKeys.previous).toEqual(old);
    expect(() => loadConfig({ DATA_ENCRYPTION_OLD_KEYS: 'nope' })).toThrow(
      /DATA_ENCRYPTION_OLD_KEYS/,
    );
  });

  it('keeps uploads on local disk unless a bucket is named, with keys given together or not at all', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const s3 = loadConfig({ S3_BUCKET: 'kaamyaab-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3).toMatchObject({ S3_BUCKET: 'kaamyaab-uploads', S3_REGION: 'us-east-1' });
    expect(() => loadConfig({ S3_BUCKET: 'kaamyaab-uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses to start in production with the development metrics token, or a short one', () => {
    const { METRICS_TOKEN: _unset, ...withoutToken } = production;
    expect(() => loadConfig(withoutToken)).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig(production).METRICS_TOKEN).toBe('a-long-metrics-scrape-token');
  });
});
