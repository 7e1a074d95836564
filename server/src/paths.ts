import path from 'node:path';

/**
 * The server package's folder. This file sits one level down in both layouts (src/paths.ts when
 * tests run the sources, dist/server.cjs when the bundle runs), so one expression serves both.
 */
export const serverRoot = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
