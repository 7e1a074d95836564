import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP cheat sheet's minimum: 19 MiB, 2 passes, 1 lane. Algorithm 2 is
 * Argon2id: the typings declare it as a const enum, which isolated modules cannot read.
 */
const OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A login for an unknown email still verifies against a hash, so its timing tells nothing.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('kaamyaab-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
