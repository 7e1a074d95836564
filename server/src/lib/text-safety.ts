import { errorMessage } from '@kaamyaab/shared-api/contract';
import { ApiError } from './api-error';

/**
 * PostgreSQL text cannot hold a NUL byte, and a lone UTF-16 surrogate is no character at all:
 * either would fail deep in the database as a 500. They are refused at the door instead, field
 * by field, with a sentence the person can act on.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

function collectUnsafe(value: unknown, field: string, found: string[]): void {
  if (typeof value === 'string') {
    if (!isSafeText(value)) found.push(field);
  } else if (Array.isArray(value)) {
    for (const item of value) collectUnsafe(item, field, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) found.push(field || 'A field name');
      else collectUnsafe(item, field || key, found);
    }
  }
}

/** Throws a 400 naming each field whose text (or a key under it) holds a NUL or lone surrogate. */
export function assertSafeText(...parts: unknown[]): void {
  const found: string[] = [];
  for (const part of parts) collectUnsafe(part, '', found);
  if (found.length === 0) return;
  throw new ApiError('badCharacters', {
    errors: [...new Set(found)].map((field) => ({
      msg: errorMessage('badCharacters', { field }),
      path: field,
    })),
  });
}
