import { describe, expect, it } from '@jest/globals';
import { renderReport } from './report.mjs';
import { report, streamsRun } from './report-fixture.mjs';
import { perStream, streamsSection, worstFanOut } from './streams-report.mjs';

describe('the live streams in the report', () => {
  it('divides the memory grown over every process by the streams opened', () => {
    const two = streamsRun(2, { streams: 10_000, idleMb: 100, holdingMb: 200 });
    expect(perStream(two, 'rss')).toBeCloseTo((200 * 1024 * 1024) / 10_000);
    expect(perStream({ ...two, opened: 0 }, 'rss')).toBeNull();
  });

  it('takes the slowest round, and none when a stream was never told', () => {
    expect(worstFanOut(streamsRun(1, { maxMs: [700, 1800, 900] }))).toBe(1800);
    expect(worstFanOut(streamsRun(1, { received: 9_999 }))).toBeNull();
  });

  it('renders memory and one fan-out row per round, and nothing without streams', () => {
    const section = streamsSection({
      count: 10_000,
      runs: [streamsRun(1, { maxMs: [640, 610] }), streamsRun(2)],
    });
    expect(section).toContain('| 1 | 10,000 / 10,000 in 12.5 s | 150 MB | 400 MB | 200 MB |');
    expect(section).toContain('| 2 | 10,000 / 10,000 in 12.5 s | 150 MB + 150 MB |');
    expect(section).toContain(
      '| 1 | 1 | 10,000 / 10,000 | 40 ms | 320 ms | 576 ms | 640 ms | 80 ms |',
    );
    expect(section).toContain('|  | 2 | 10,000 / 10,000 |');
    expect(section).toContain(
      '| 2 | 1 | 10,000 / 10,000 | 40 ms | 450 ms | 810 ms | 900 ms | 80 ms + 80 ms |',
    );
    expect(streamsSection(null)).toBeNull();
    expect(renderReport(report(), [])).not.toContain('## Live streams');
    expect(
      renderReport(report({ streams: { count: 10_000, runs: [streamsRun(1)] } }), []),
    ).toContain('## Live streams');
  });
});
