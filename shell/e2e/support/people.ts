let counter = 0;

/** A unique, believable person per call, so journeys never collide on one database. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

export { TEST_ADMIN_SIGNUP_KEY as ADMIN_SIGNUP_KEY } from '../../../scripts/lib/server-process.cjs';
export { PASSWORD } from '../../../scripts/lib/sample-accounts.cjs';
