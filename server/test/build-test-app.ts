import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/database';
import { setDataKeys } from '../src/lib/field-encryption';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real app on `db`, configured as a test; `env` overrides any setting. Closes the app only. */
export async function buildAppOn(db: Database, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // Another test app opening its embedded database stalls this process's event loop for
    // seconds: no test but the overload test's own should be refused as overloaded.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  setDataKeys(config.dataKeys);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return { app, db, close: () => app.close() };
}

/** The real app on a fresh database, configured as a test; `env` overrides any setting. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { app } = await buildAppOn(database.db, env);
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
