import { randomBytes } from 'node:crypto';
import { createFieldCipher, isSealed, keyIdOf, SealedValueError } from './field-encryption';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const CNIC = '35202-1234567-1';

describe('sealing personal data (AES-256-GCM)', () => {
  const cipher = createFieldCipher({ current: oldKey, previous: [] });

  it('seals under a versioned prefix naming the key, and opens again', () => {
    const sealed = cipher.seal(CNIC, 'cnic');
    expect(sealed).toMatch(new RegExp(`^enc1:${keyIdOf(oldKey)}:[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('1234567');
    expect(cipher.open(sealed, 'cnic')).toBe(CNIC);
    expect(cipher.needsSealing(sealed)).toBe(false);
  });

  it('uses a fresh IV each time: the same value never seals the same twice', () => {
    expect(cipher.seal(CNIC, 'cnic')).not.toBe(cipher.seal(CNIC, 'cnic'));
  });

  it('refuses a value that was altered or moved to another column', () => {
    const sealed = cipher.seal(CNIC, 'cnic');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => cipher.open(altered, 'cnic')).toThrow(SealedValueError);
    expect(() => cipher.open(sealed, 'poc_id')).toThrow(SealedValueError);
  });

  it('rotates: a previous key still opens, and its values need sealing again', () => {
    const sealedBefore = cipher.seal(CNIC, 'cnic');
    const rotated = createFieldCipher({ current: newKey, previous: [oldKey] });
    expect(rotated.open(sealedBefore, 'cnic')).toBe(CNIC);
    expect(rotated.needsSealing(sealedBefore)).toBe(true);
    expect(rotated.needsSealing(rotated.seal(CNIC, 'cnic'))).toBe(false);
  });

  it('names an unknown key by its id only, never a key', () => {
    const sealed = createFieldCipher({ current: newKey, previous: [] }).seal(CNIC, 'cnic');
    const error = (() => {
      try {
        cipher.open(sealed, 'cnic');
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('opened with the wrong key');
    })();
    expect(error.message).toContain(keyIdOf(newKey));
    expect(error.message).not.toContain(newKey.toString('base64'));
    expect(error.message).not.toContain(newKey.toString('hex'));
  });

  it('reads plaintext from before encryption as is, and marks it for sealing', () => {
    expect(cipher.open(CNIC, 'cnic')).toBe(CNIC);
    expect(cipher.needsSealing(CNIC)).toBe(true);
  });

  it('can never take a value a person typed for sealed (the fields are at most 34 characters)', () => {
    const typed = `enc1:${keyIdOf(oldKey)}:${'A'.repeat(34 - 14)}`;
    expect(typed.length).toBe(34);
    expect(isSealed(typed)).toBe(false);
    expect(cipher.open(typed, 'bank_account')).toBe(typed);
    const shortest = cipher.seal('1', 'cnic');
    expect(isSealed(shortest)).toBe(true);
    expect(shortest.length).toBeGreaterThan(34);
  });

  it('digests a number whatever its separators, per column and per key, revealing nothing', () => {
    const digest = cipher.digest(CNIC, 'cnic');
    expect(digest).toMatch(new RegExp(`^d1:${keyIdOf(oldKey)}:[A-Za-z0-9_-]{43}$`));
    expect(digest).not.toContain('1234567');
    expect(cipher.digest('3520212345671', 'cnic')).toBe(digest);
    expect(cipher.digest('35202-1234567-2', 'cnic')).not.toBe(digest);
    expect(cipher.digest(CNIC, 'pocId')).not.toBe(digest);
    expect(
      createFieldCipher({ current: newKey, previous: [oldKey] }).digest(CNIC, 'cnic'),
    ).not.toBe(digest);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createFieldCipher({ current: randomBytes(16), previous: [] })).toThrow(/32 bytes/);
  });
});
