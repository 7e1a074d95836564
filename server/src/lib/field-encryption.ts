import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/**
 * Personal numbers (CNIC, bank account, POC ID, NTN) are stored sealed: AES-256-GCM with a random
 * 96-bit IV per value and the column's name as associated data, so a value moved to another
 * column does not open. A sealed value reads
 *
 *   enc1:<key id>:<base64url(iv ‖ tag ‖ ciphertext)>
 *
 * `enc1` names this format; the key id (8 hex of a SHA-256 of the key) says which key sealed it,
 * so keys can rotate: the current key seals, previous keys still open, and the start-up sweep
 * (db/seal-personal-data.ts) re-seals whatever is not under the current key.
 *
 * A value that is not in this format is plaintext from before encryption: it is read as is and
 * sealed by the sweep. No plaintext can look sealed: the sealed form is longer than any of these
 * fields may be (CNIC, POC ID and NTN 20 characters, bank account 34).
 */
const FORMAT = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^enc1:([0-9a-f]{8}):([A-Za-z0-9_-]{38,})$/;

export interface DataKeys {
  /** Seals every new value. */
  current: Buffer;
  /** Only open values sealed before a rotation. */
  previous: readonly Buffer[];
}

export class SealedValueError extends Error {
  override name = 'SealedValueError';
}

export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('kaamyaab data key id\0').update(key).digest('hex').slice(0, 8);

export const isSealed = (stored: string) => SEALED.test(stored);

export interface FieldCipher {
  readonly currentKeyId: string;
  seal(plain: string, field: string): string;
  /** The plaintext of a sealed value, or a plaintext value as is; throws if it cannot open. */
  open(stored: string, field: string): string;
  /** Plaintext, or sealed under a key that is no longer the current one. */
  needsSealing(stored: string): boolean;
  /**
   * The keyed digest an admin's search finds a whole number by (`d1:<key id>:<base64url>`):
   * HMAC-SHA256 under a key derived from the current one, over the number's letters and digits
   * only, so `35202-1234567-1` and `3520212345671` are one number. Computed again after a
   * rotation, as sealing is; a digest under another key id is stale.
   */
  digest(plain: string, field: string): string;
}

const digestKeyOf = (key: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'kaamyaab lookup digest', 32));

/** What a number is, whatever its separators and letter case. */
const normalized = (plain: string) => plain.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

export function createFieldCipher({ current, previous }: DataKeys): FieldCipher {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new Error('A data encryption key must be 32 bytes');
    keys.set(keyIdOf(key), key);
  }
  const currentKeyId = keyIdOf(current);
  const digestKey = digestKeyOf(current);

  return {
    currentKeyId,
    seal(plain, field) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv).setAAD(Buffer.from(field));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const payload = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${FORMAT}:${currentKeyId}:${payload}`;
    },
    open(stored, field) {
      const match = SEALED.exec(stored);
      if (!match) return stored;
      const [, keyId, payload] = match as unknown as [string, string, string];
      const key = keys.get(keyId);
      if (!key)
        throw new SealedValueError(
          `A ${field} value is sealed with key ${keyId}, which is not configured: set it as ` +
            'DATA_ENCRYPTION_KEY or list it in DATA_ENCRYPTION_OLD_KEYS',
        );
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(field))
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SealedValueError(`A ${field} value does not open: altered, or another column's`);
      }
    },
    needsSealing(stored) {
      return SEALED.exec(stored)?.[1] !== currentKeyId;
    },
    digest(plain, field) {
      const mac = createHmac('sha256', digestKey)
        .update(field)
        .update('\0')
        .update(normalized(plain))
        .digest('base64url');
      return `d1:${currentKeyId}:${mac}`;
    },
  };
}

// The sealed columns read and write through the process's cipher: a drizzle column type cannot
// be handed one per query. Each entry point (server, demo seed, tests) sets it once, at start.
let active: FieldCipher | undefined;

export function setDataKeys(keys: DataKeys): FieldCipher {
  active = createFieldCipher(keys);
  return active;
}

export function activeCipher(): FieldCipher {
  if (!active) throw new Error('Personal data cannot be read or written before setDataKeys()');
  return active;
}
