import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signupBody } from '../../test/factories';
import { runOnTestServer } from '../../test/test-database';
import { expectStorageMatchesFileRows } from '../../test/stored-files';

/**
 * PostgreSQL cuts the server's connections while sign-ups with images are mid-transaction (the
 * issue's crash: an unhandled 'error' on a checked-out client). Every request must answer 201 or
 * 503 with Retry-After, the server must serve again at once, and no upload may outlive its row.
 */
describe('losing the database connections mid sign-up', () => {
  let t: TestApp;
  let databaseName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    databaseName = result.rows[0]!.name;
  });
  afterAll(() => t.close());

  const signUp = async (index: number) => {
    const body = await signupBody('freelancer', `fault.${index}.${Date.now()}@example.pk`, {
      avatar: true,
    });
    return t.app.inject({ method: 'POST', url: '/api/v1/freelancer/register', ...body });
  };

  const terminateConnections = () =>
    runOnTestServer(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  it('answers 201 or 503, serves again, and leaves no orphan upload', async () => {
    for (let round = 0; round < 6; round += 1) {
      const signUps = Array.from({ length: 4 }, (_, index) => signUp(round * 4 + index));
      await new Promise((resolve) => setTimeout(resolve, 25 * round));
      await terminateConnections();
      for (const response of await Promise.all(signUps)) {
        expect([201, 503]).toContain(response.statusCode);
        if (response.statusCode === 503) {
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toMatchObject({ success: false, statusCode: 503 });
        }
      }
    }

    // An idle connection cut by the last round may still be handed out before its 'error' event
    // removes it from the pool: that request answers 503, the next ones are served. Readiness is
    // the check that asks the database (liveness is the process alone).
    const readyAnswers: number[] = [];
    const deadline = Date.now() + 5_000;
    while (readyAnswers.at(-1) !== 200 && Date.now() < deadline)
      readyAnswers.push(
        (await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode,
      );
    expect(readyAnswers.at(-1)).toBe(200);
    expect(readyAnswers.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await signUp(99)).statusCode).toBe(201);

    await expectStorageMatchesFileRows(t);
  });
});
