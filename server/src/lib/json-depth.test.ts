import fc from 'fast-check';
import { nestsDeeperThan } from './json-depth';

/** The nesting of a parsed value, measured on the value itself (shallow values only). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('nestsDeeperThan', () => {
  it.each([
    ['[]', 1],
    ['{"a":[{"b":[]}]}', 4],
    ['"no [{ nesting in a string"', 0],
    ['{"quote \\" then [[[": ["\\\\", [ ]]}', 3],
    ['[1, [2, [3]], {"x": {}}]', 3],
  ])('measures %s as %d levels', (text, depth) => {
    expect(nestsDeeperThan(text, depth)).toBe(false);
    expect(nestsDeeperThan(text, depth - 1)).toBe(depth > 0);
  });

  it('reads a hundred thousand levels without building them', () => {
    const deep = `${'{"a":'.repeat(100_000)}null${'}'.repeat(100_000)}`;
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(100_000)}`, 32)).toBe(true);
  });

  it("agrees with the parsed value's own depth for any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.nat(8), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
      { numRuns: 500 },
    );
  });
});
