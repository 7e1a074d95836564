/**
 * `npm run backup -- --to <folder>` and `npm run restore -- --from <backup folder>`
 * (docs/operations/backups.md), on the deployment the environment names, as the server reads it:
 * DATABASE_URL or DATA_DIR's embedded database, S3_BUCKET or DATA_DIR's uploads. Bundled as
 * dist/backup.cjs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/open-database';
import { openStorage } from '../storage/open-storage';
import { writeBackup } from './backup';
import { restoreBackup, RestoreRefused } from './restore';

const USAGE = `usage: backup.cjs backup [--to <folder>] | restore --from <backup folder>`;

/** A folder per run, named by its time, so runs never overwrite each other. */
const runFolder = (parent: string) =>
  path.resolve(parent, `kaamyaab-${new Date().toISOString().replace(/[:.]/g, '-')}`);

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string', default: 'backups' }, from: { type: 'string' } },
  });
  const [command] = positionals;
  if (command !== 'backup' && (command !== 'restore' || !values.from)) {
    console.error(USAGE);
    return 64;
  }
  // No statement timeout: copying a large table is one long read, restoring it long writes.
  const config = { ...loadConfig(), DB_STATEMENT_TIMEOUT_MS: 0 };
  const database = await openDatabase(config);
  try {
    const source = { database, storage: await openStorage(config) };
    if (command === 'backup') {
      const folder = runFolder(values.to);
      const manifest = await writeBackup(source, folder);
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(`Backed up ${rows} rows and ${manifest.files.length} files into ${folder}`);
      if (manifest.missingFiles.length) {
        console.error(
          `${manifest.missingFiles.length} files the database names were not in the storage: see missingFiles in the manifest`,
        );
        return 2;
      }
      return 0;
    }
    const report = await restoreBackup(source, path.resolve(values.from!));
    const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows and ${report.files} files; every count, the ledger's ${report.ledger.accounts} balances and every file match the manifest`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof RestoreRefused;
    const inUse = error instanceof Error && /in use by another server/.test(error.message);
    if (known || inUse) {
      console.error(
        `\n  ${(error as Error).message}${inUse ? ': stop it first (docs/operations/backups.md)' : ''}\n`,
      );
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
