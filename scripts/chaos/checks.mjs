// After the faults: is every acknowledged write in the database, and does every stored upload
// belong to a files row? Read straight from the database (pg, or PGlite with its server stopped).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** @returns {Promise<(text: string, values?: unknown[]) => Promise<any[]>> & { close() }} */
export async function openPglite(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const query = async (text, values = []) => (await db.query(text, values)).rows;
  query.close = () => db.close();
  return query;
}

/** Counts ledger entries missing from the database; returns the lost entries. */
export async function findLost(query, ledger) {
  const lost = [];
  for (const [table, entries] of Object.entries(ledger)) {
    if (entries.length === 0) continue;
    const rows = await query(`select id::text as id from ${table} where id = any($1::uuid[])`, [
      entries.map((entry) => entry.id),
    ]);
    const found = new Set(rows.map((row) => row.id));
    for (const entry of entries) if (!found.has(entry.id)) lost.push({ table, ...entry });
  }
  return lost;
}

function storedFiles(dataDir) {
  const root = path.join(dataDir, 'uploads');
  const out = [];
  for (const folder of fs.existsSync(root) ? fs.readdirSync(root) : [])
    for (const name of fs.readdirSync(path.join(root, folder)))
      out.push({ name, file: path.join(root, folder, name) });
  return out;
}

/** Files under DATA_DIR/uploads no files.storage_key names (temporary files included), any age. */
export async function findOrphans(query, dataDir) {
  const keys = new Set(
    (await query('select storage_key from files')).map((row) => row.storage_key),
  );
  return storedFiles(dataDir).filter(({ name }) => !keys.has(name));
}

/** Makes every upload look 11 minutes old, so the start-up sweep may judge it. */
export function ageUploads(dataDir) {
  const past = new Date(Date.now() - 11 * 60_000);
  for (const { file } of storedFiles(dataDir)) fs.utimesSync(file, past, past);
}
