import { customType } from 'drizzle-orm/pg-core';
import { activeCipher } from '../../lib/field-encryption';

/**
 * A text column whose values are sealed on the way in and opened on the way out (AES-256-GCM, see
 * lib/field-encryption.ts): code reads and writes plaintext, the database only ever holds the
 * sealed form. The column's name is the associated data. It cannot be searched or compared in
 * SQL; nothing needs to (a keyed-hash column would go beside it if a lookup ever did).
 */
export const sealedText = (name: string) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (plain) => activeCipher().seal(plain, name),
    fromDriver: (stored) => activeCipher().open(stored, name),
  })(name);
