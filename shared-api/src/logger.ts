/**
 * How browser code reports a failure it has already handled (the page shows its error state):
 * on the console in development and tests, where a developer looks; silent in production, where
 * the console is a visitor's and our diagnostics are noise to them. Webpack's production mode
 * writes `process.env.NODE_ENV` as 'production' into the bundle, so there each call is empty;
 * jest runs with 'test'.
 *
 * It imports nothing, so shared-ui re-exports it to the apps (`import { logger } from
 * '@kaamyaab/shared-ui'`) through an entry of its own, as it does the money format, and
 * shared-api's client uses it without shared-ui.
 */
type Level = 'error' | 'warn';

function speaks(): boolean {
  return process.env.NODE_ENV !== 'production';
}

function write(level: Level, message: string, error: unknown): void {
  if (!speaks()) return;
  // Looked up at each call, so a test's spy on console.error hears it.
  if (error === undefined) console[level](message);
  else console[level](message, error);
}

export const logger = {
  error: (message: string, error?: unknown): void => write('error', message, error),
  warn: (message: string, error?: unknown): void => write('warn', message, error),
};
