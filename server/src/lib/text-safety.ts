import { errorMessage } from '@kaamyaab/shared-api/contract';
import { ApiError } from './api-error';

/**
 * PostgreSQL text cannot hold a NUL byte, and a lone UTF-16 surrogate is no character at all:
 * either would fail deep in the database as a 500. They are refused at the door instead, field
 * by field, with a sentence the person can act on.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Each field whose text, or a key under it, is unsafe. The walk keeps its own stack rather than
 * recursing, so no body's nesting can exhaust the call stack; an entry's key is checked when the
 * entry is taken, and children are stacked last-first, so fields are named in the order sent.
 */
function collectUnsafe(root: unknown, found: string[]): void {
  const pending: [value: unknown, field: string, key?: string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, parent, key] = next;
    if (key !== undefined && !isSafeText(key)) {
      found.push(parent || 'A field name');
      continue;
    }
    const field = parent || (key ?? '');
    if (typeof value === 'string') {
      if (!isSafeText(value)) found.push(field);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) pending.push([value[i], field]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1)
        pending.push([entries[i]![1], field, entries[i]![0]]);
    }
  }
}

/** Throws a 400 naming each field whose text (or a key under it) holds a NUL or lone surrogate. */
export function assertSafeText(...parts: unknown[]): void {
  const found: string[] = [];
  for (const part of parts) collectUnsafe(part, found);
  if (found.length === 0) return;
  throw new ApiError('badCharacters', {
    errors: [...new Set(found)].map((field) => ({
      msg: errorMessage('badCharacters', { field }),
      path: field,
    })),
  });
}
