import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

// The web project's environment is a browser's (jsdom): schemas wait for their first read.
describe('a schema built on first use, in the browser', () => {
  it('is built on its first read, once, and then answers as itself', () => {
    const build = jest.fn(() => z.object({ title: z.string().check(z.minLength(3)) }));
    const schema = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(z.safeParse(schema, { title: 'Logo' }).success).toBe(true);
    expect(schema.safeParse({ title: 'No' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['title']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes into other schemas without being built until they parse', () => {
    const build = jest.fn(() => z.object({ amount: z.number() }));
    const inner = onFirstUse(build);
    const outer = z.object({ money: inner, note: z.optional(z.string()) });
    expect(build).not.toHaveBeenCalled();

    expect(outer.safeParse({ money: { amount: 5 } }).success).toBe(true);
    expect(outer.safeParse({ money: { amount: '5' } }).success).toBe(false);
    expect(z.extend(inner, { currency: z.string() }).safeParse({ amount: 1 }).success).toBe(false);
  });

  it('reads as an object of its own kind to code that looks inside', () => {
    const schema = onFirstUse(() => z.string());
    const real = z.string();
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(real));
    expect('_zod' in schema).toBe(true);
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.enumerable).toBe(false);
  });
});

describe('the contract, loaded by a browser', () => {
  it('builds almost none of its schemas until a page reads one', async () => {
    let built = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('zod/mini', () => {
        const actual = jest.requireActual<Record<string, unknown>>('zod/mini');
        return Object.fromEntries(
          Object.entries(actual).map(([name, value]) => [
            name,
            typeof value === 'function' && /^[a-z]/.test(name)
              ? (...args: unknown[]) => {
                  built += 1;
                  return (value as (...args: unknown[]) => unknown)(...args);
                }
              : value,
          ]),
        );
      });
      const contract = await import('./index');
      // Loading builds what module code reads at once (a few enums and bounds), not the
      // endpoints' bodies and answers, which were 1,857 calls to zod's builders.
      expect(built).toBeLessThan(150);
      expect(contract.LoginSchema.safeParse({ email: 'a@b.pk', password: 'x' }).success).toBe(true);
      expect(built).toBeGreaterThan(0);
    });
  });
});
