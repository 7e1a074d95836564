import { inABrowser } from './zod-config';

/**
 * A contract schema built when something first reads it, in the browser; at once on the server.
 *
 * The browser imports the whole contract (it is one shared module), yet a page calls a few
 * endpoints and validates one form or none: `call` reads an endpoint's method and path, never its
 * schemas. Building every schema as the module loads was most of the work that blocked a signed-in
 * page's first render (decision 040). Here each schema stands behind a proxy that builds it on its
 * first read and forwards every read after that, so zod sees the real schema and a page pays only
 * for the schemas it uses.
 *
 * The server mounts every endpoint as it starts, so it would build them all at once anyway; it
 * gets the schemas themselves, with no proxy between its hottest path (encoding each answer) and
 * zod.
 */
export function onFirstUse<S extends object>(build: () => S): S {
  if (!inABrowser) return build();
  let built: S | undefined;
  const schema = (): S => (built ??= build());
  return new Proxy({} as S, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: a proxy may not call a property non-configurable that its own
    // (empty) target lacks; zod defines `_zod` non-configurable.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
