import { types } from 'node:util';
import { allEndpoints, LoginSchema } from '@kaamyaab/shared-api/contract';

// A browser builds the contract's schemas on first use, behind proxies; the server builds them as
// it loads and must encode every answer through zod's own objects.
describe("the server's contract schemas", () => {
  it('are the schemas themselves, built at once', () => {
    const parts = allEndpoints.flatMap((spec) => [spec.params, spec.query, spec.body, spec.answer]);
    const proxied = parts.filter((schema) => schema && types.isProxy(schema));
    expect(proxied).toEqual([]);
    expect(types.isProxy(LoginSchema)).toBe(false);
    expect(parts.filter(Boolean).length).toBeGreaterThan(200);
  });
});
