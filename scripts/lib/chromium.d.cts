import type { BrowserContext, Page } from 'playwright-core';
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchContext(
  options?: Record<string, unknown>,
): Promise<{ context: BrowserContext; close(): Promise<void> }>;
export function waitForQuiet(
  page: Page,
  options?: { quietMs?: number; timeoutMs?: number },
): Promise<void>;
