import { member, type Member } from '../src/modules/jobs/jobs.test-helpers';
import { buildAppOn, buildTestApp, type TestApp } from './build-test-app';
import { newAdminCookie } from './factories';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/*
 * Set-up shared by a describe block, declared in one line where the block starts. Jest runs the
 * block's hooks after the describe callback has returned, so these answer stand-ins whose fields
 * reach the real object when a test or hook uses them, and throw if it does not exist yet.
 */

type Role = 'freelancer' | 'company' | 'admin';

/** A role signed in as an active account, or with `active` saying whether it is approved yet. */
export type MemberSpec = Role | { role: Role; active: boolean };

function standIn<T extends object>(keys: readonly (keyof T)[], current: () => T): T {
  const view = {} as T;
  for (const key of keys)
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => current()[key],
      set: (value: T[keyof T]) => {
        current()[key] = value;
      },
    });
  return view;
}

function slot<T>(what: string) {
  let value: T | undefined;
  return {
    set: (next: T) => {
      value = next;
    },
    get: (): T => {
      if (value === undefined) throw new Error(`${what} is made in beforeAll: use it in a test`);
      return value;
    },
  };
}

const testAppKeys = ['app', 'db', 'close'] as const;

/** The real app on a fresh database for this block: built before its tests, closed after. */
export function testAppForBlock(env: NodeJS.ProcessEnv = {}): TestApp {
  const built = slot<TestApp>('the test app');
  beforeAll(async () => built.set(await buildTestApp(env)));
  afterAll(() => built.get().close());
  return standIn<TestApp>(testAppKeys, built.get);
}

/**
 * A local SMTP server for this block and the real app sending its mail there; after the tests
 * the app closes first, so no email is left on its way to a closed server.
 */
export function mailingAppForBlock(env: NodeJS.ProcessEnv = {}): {
  testApp: TestApp;
  sink: SmtpSink;
} {
  const sink = slot<SmtpSink>('the SMTP sink');
  const built = slot<TestApp>('the test app');
  beforeAll(async () => {
    sink.set(await startSmtpSink());
    built.set(await buildTestApp({ SMTP_URL: sink.get().url, ...env }));
  });
  afterAll(async () => {
    await built.get().close();
    await sink.get().close();
  });
  return {
    testApp: standIn<TestApp>(testAppKeys, built.get),
    sink: standIn<SmtpSink>(
      ['url', 'received', 'failing', 'refuseWith', 'refused', 'close'],
      sink.get,
    ),
  };
}

/**
 * Two processes of the app on one database, as a deployment runs them behind a balancer; `env`
 * names their shared Redis. Both buses are ready before the tests; the second closes first.
 */
export function twoProcessesForBlock(env: NodeJS.ProcessEnv): { one: TestApp; two: TestApp } {
  const one = slot<TestApp>('process one');
  const two = slot<TestApp>('process two');
  beforeAll(async () => {
    one.set(await buildTestApp(env));
    two.set(await buildAppOn(one.get().db, env));
    await Promise.all([one.get().app.bus.ready, two.get().app.bus.ready]);
  });
  afterAll(async () => {
    await two.get().close();
    await one.get().close();
  });
  return {
    one: standIn<TestApp>(testAppKeys, one.get),
    two: standIn<TestApp>(testAppKeys, two.get),
  };
}

/** One signed-in member per spec, made together before this block's tests, in the same order. */
export function membersForBlock<const S extends readonly MemberSpec[]>(
  testApp: TestApp,
  specs: S,
): { [K in keyof S]: Member } {
  const made = slot<Member[]>('a member');
  beforeAll(async () => {
    made.set(
      await Promise.all(
        specs.map((spec) =>
          typeof spec === 'string'
            ? member(testApp, spec)
            : member(testApp, spec.role, { active: spec.active }),
        ),
      ),
    );
  });
  return specs.map((_, index) =>
    standIn<Member>(['id', 'name', 'email', 'headers'], () => made.get()[index]!),
  ) as { [K in keyof S]: Member };
}

/** An admin signed in for this block before its tests: the session cookie it sends. */
export function adminForBlock(testApp: TestApp): { cookie: string } {
  const made = slot<{ cookie: string }>('the admin');
  beforeAll(async () => made.set({ cookie: await newAdminCookie(testApp.app, testApp.db) }));
  return standIn<{ cookie: string }>(['cookie'], made.get);
}
