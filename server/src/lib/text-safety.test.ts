import type { ApiError } from './api-error';
import { assertSafeText } from './text-safety';

const refusedFields = (...parts: unknown[]) => {
  try {
    assertSafeText(...parts);
    return [];
  } catch (error) {
    return (error as ApiError).errors.map((entry) => entry.path);
  }
};

/** A value `depth` levels deep, built without recursion, with `leaf` at the bottom. */
function nested(depth: number, leaf: unknown, shape: 'array' | 'object'): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = shape === 'array' ? [value] : { a: value };
  return value;
}

describe('assertSafeText', () => {
  it('names each field in the order sent, a bad key by its field or as a field name', () => {
    expect(
      refusedFields(
        { title: 'ok', bio: 'a\u0000b', skills: ['React', 'x\uD800'], ['k\u0000']: 'v' },
        { nested: { deeper: ['\uDC00'] } },
      ),
    ).toEqual(['bio', 'skills', 'A field name', 'nested']);
    expect(refusedFields({ profile: { ['k\u0000']: 1 } })).toEqual(['profile']);
  });

  it('lets safe text through, pairs of surrogates included', () => {
    expect(refusedFields({ name: 'Ayesha 😀', list: [1, null, true, { a: 'کامیاب' }] })).toEqual(
      [],
    );
  });

  it.each(['array', 'object'] as const)(
    'walks a %s a hundred thousand levels deep without exhausting the stack',
    (shape) => {
      expect(refusedFields({ bio: nested(100_000, 'a\u0000b', shape) })).toEqual(['bio']);
      expect(refusedFields({ bio: nested(100_000, 'safe', shape) })).toEqual([]);
    },
  );
});
