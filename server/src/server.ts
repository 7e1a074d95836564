import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/open-database';
import { sweepOrphanUploads } from './modules/files';
import { fillLookupDigests, sealPersonalData } from './db/seal-personal-data';
import { setDataKeys } from './lib/field-encryption';

async function main() {
  const config = loadConfig();
  setDataKeys(config.dataKeys);
  const database = await openDatabase(config);
  const sealed = await sealPersonalData(database.db);
  await fillLookupDigests(database.db);
  const app = await buildApp({ config, db: database.db });
  if (config.usesDevAdminKey) {
    app.log.warn(
      `ADMIN_SIGNUP_KEY is not set: using the development key "${config.ADMIN_SIGNUP_KEY}". Set your own before going live.`,
    );
  }
  if (config.usesDevDataKey) {
    app.log.warn(
      'DATA_ENCRYPTION_KEY is not set: personal data is sealed with the development key. Set your own (openssl rand -base64 32) before going live.',
    );
  }
  if (config.TEST_CLOCK_OFFSET_FILE) {
    app.log.warn(
      `TEST_CLOCK_OFFSET_FILE is set: the automatic release reads a clock moved by ${config.TEST_CLOCK_OFFSET_FILE}. For tests only.`,
    );
  }
  if (sealed > 0)
    app.log.info({ sealed }, 'sealed personal data stored in plaintext or under an old key');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.outbox.start();
  app.retention.start();
  app.releaseSweep.start();
  app.jazzCashSweep.start();
  if (!config.SMTP_URL) {
    app.log.warn(
      `SMTP_URL is not set: emails are written as files under ${config.dataDir}/outbox-mail instead of being sent.`,
    );
  }
  // In the background: serving does not wait for a sweep of a large storage.
  sweepOrphanUploads({ db: database.db, log: app.log, storage: app.storage }).catch(
    (error: unknown) => app.log.warn({ err: error }, 'the orphan upload sweep failed'),
  );
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  app.log.info(
    `Kaamyaab is running at http://${shown}:${port} (database: ${database.kind}; files: ${app.storage.describe})`,
  );
  console.log(`\n  Kaamyaab is running at http://${shown}:${port}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
