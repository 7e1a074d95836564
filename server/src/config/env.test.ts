import { DEV_ADMIN_SIGNUP_KEY, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives development safe defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_SIGNUP_KEY).toBe(DEV_ADMIN_SIGNUP_KEY);
    expect(config.usesDevAdminKey).toBe(true);
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

  it('accepts a production secret of its own', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ADMIN_SIGNUP_KEY: 'a-long-production-secret',
    });
    expect(config.isProduction).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
