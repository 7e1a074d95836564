import { describe, expect, it } from '@jest/globals';
import { marketOf, marketsToRun, readOptions } from './options.mjs';

describe('readOptions', () => {
  it('defaults to the issue: three sizes, both databases, 10 and 50 connections, everything', () => {
    const options = readOptions([]);
    expect(options).toMatchObject({
      jobs: [1000, 10000, 100000],
      engines: ['postgres', 'embedded'],
      connections: [10, 50],
      durationSeconds: 5,
      build: true,
      lighthouse: true,
      check: false,
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      profileDir: null,
    });
    expect(readOptions([], {}, { cwd: '/repo' }).servers).toEqual([
      { label: 'current', file: '/repo/server/dist/server.cjs' },
    ]);
    expect(marketOf(options, 100000)).toEqual({
      companies: 2000,
      freelancers: 20000,
      jobs: 100000,
      applications: 300000,
      fresh: 50,
    });
    expect(marketOf(options, 1000)).toMatchObject({ companies: 1000, freelancers: 20000 });
    expect(marketOf(options, 1_000_000)).toEqual({
      companies: 20000,
      freelancers: 200000,
      jobs: 1_000_000,
      applications: 3_000_000,
      fresh: 50,
    });
  });

  it('runs the embedded database up to its largest market, PostgreSQL at every size', () => {
    const sizes = ['--jobs', '1000,100000,1000000'];
    expect(marketsToRun(readOptions(sizes))).toEqual({
      run: [
        { engine: 'postgres', jobs: 1000 },
        { engine: 'postgres', jobs: 100000 },
        { engine: 'postgres', jobs: 1000000 },
        { engine: 'embedded', jobs: 1000 },
        { engine: 'embedded', jobs: 100000 },
      ],
      skipped: [{ engine: 'embedded', jobs: 1000000 }],
    });
    const all = marketsToRun(readOptions([...sizes, '--embedded-up-to', '1000000']));
    expect(all.skipped).toEqual([]);
    expect(() => readOptions(['--embedded-up-to', 'lots'])).toThrow('--embedded-up-to');
  });

  it('takes the accounts of every market as told', () => {
    const options = readOptions(['--companies', '10', '--freelancers', '500']);
    expect(marketOf(options, 1_000_000)).toMatchObject({ companies: 10, freelancers: 500 });
  });

  it('reads lists, aliases and --quick', () => {
    const options = readOptions(
      ['--jobs', '100_000,1000', '--engines', 'pg', '--quick', '--scenarios', 'jobs-deep,apply'],
      { BENCH_POSTGRES_URL: 'postgres://bench@127.0.0.1:5433/postgres' },
    );
    expect(options).toMatchObject({
      jobs: [1000, 100000],
      engines: ['postgres'],
      scenarios: ['jobs-deep', 'apply'],
      durationSeconds: 2,
      build: false,
      lighthouse: false,
      postgresUrl: 'postgres://bench@127.0.0.1:5433/postgres',
    });
  });

  it("reads each --server build in order, and --profile, from the caller's folder", () => {
    const options = readOptions(
      ['--server', 'base=../main/server/dist/server.cjs', '--server', 'new=/abs/server.cjs'],
      {},
      { cwd: '/work/repo' },
    );
    expect(options.servers).toEqual([
      { label: 'base', file: '/work/main/server/dist/server.cjs' },
      { label: 'new', file: '/abs/server.cjs' },
    ]);
    expect(readOptions(['--profile', 'profiles'], {}, { cwd: '/work/repo' }).profileDir).toBe(
      '/work/repo/profiles',
    );
  });

  it('says which value is wrong', () => {
    expect(() => readOptions(['--jobs', '1k'])).toThrow(
      '--jobs takes whole numbers above 0, not "1k"',
    );
    expect(() => readOptions(['--engines', 'mysql'])).toThrow(
      '--engines takes postgres and embedded, not "mysql"',
    );
    expect(() => readOptions(['--scenarios', 'search,nope'])).toThrow(
      /--scenarios takes .*, not "nope"/,
    );
    for (const text of ['server.cjs', '=server.cjs', 'a b=server.cjs', 'base='])
      expect(() => readOptions(['--server', text])).toThrow(
        `--server takes label=path/to/server.cjs (a label of letters, digits, . _ -), not "${text}"`,
      );
    expect(() => readOptions(['--server', 'a=x.cjs', '--server', 'a=y.cjs'])).toThrow(
      '--server labels must differ: "a" is given twice',
    );
    expect(() => readOptions(['--profile', ''])).toThrow('--profile needs a folder');
    expect(() => marketOf(readOptions(['--freelancers', '52']), 1000)).toThrow(
      '--freelancers must be at least 53',
    );
  });
  it('reads the live streams: how many, alone or not at all, and their Redis', () => {
    expect(readOptions([]).streams).toEqual({
      count: 10_000,
      only: false,
      redisUrl: 'redis://127.0.0.1:6379',
      rounds: 3,
    });
    expect(
      readOptions(['--streams', '2_000', '--streams-only', '--quick'], {
        BENCH_REDIS_URL: 'redis://10.0.0.5:6380',
      }).streams,
    ).toEqual({ count: 2000, only: true, redisUrl: 'redis://10.0.0.5:6380', rounds: 1 });
    expect(readOptions(['--no-streams']).streams.count).toBe(0);
    expect(() => readOptions(['--no-streams', '--streams-only'])).toThrow(
      '--no-streams and --streams-only exclude each other',
    );
    expect(() => readOptions(['--streams', '0'])).toThrow('--streams takes whole numbers above 0');
  });
});
