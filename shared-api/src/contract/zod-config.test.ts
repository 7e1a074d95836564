// A browser builds the contract's schemas when a page first reads them: no `new Function` may run
// then or when they parse, or it reports a CSP violation on every page that uses the contract.
describe('the contract under a CSP without eval', () => {
  const OriginalFunction = globalThis.Function;
  let constructed = 0;

  beforeAll(() => {
    globalThis.Function = new Proxy(OriginalFunction, {
      construct(target, args: string[]) {
        constructed += 1;
        return Reflect.construct(target, args);
      },
    });
  });
  afterAll(() => {
    globalThis.Function = OriginalFunction;
  });

  it('builds and parses its schemas without constructing a Function', async () => {
    await jest.isolateModulesAsync(async () => {
      const { LoginSchema } = await import('./index');
      expect(LoginSchema.safeParse({ email: 'a@b.pk', password: 'x' }).success).toBe(true);
    });
    expect(constructed).toBe(0);
  });
});
