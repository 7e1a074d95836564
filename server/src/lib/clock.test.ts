import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clockFor, offsetFileClock, systemClock } from './clock';

const DAY = 86_400_000;

describe('the clock', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kaamyaab-clock-'));
  });
  afterAll(() => fs.promises.rm(folder, { recursive: true, force: true }));

  it('is the system time unless a file says how far to move it', () => {
    const file = path.join(folder, 'absent');
    expect(clockFor({})).toBe(systemClock);
    expect(Math.abs(offsetFileClock(file).now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('moves forward by the offset written, and again when the file changes', async () => {
    const file = path.join(folder, 'offset');
    const clock = clockFor({ TEST_CLOCK_OFFSET_FILE: file });
    await fs.promises.writeFile(file, String(7 * DAY));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(7 * DAY - 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fs.promises.writeFile(file, String(8 * DAY));
    await fs.promises.utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(8 * DAY - 1000);
  });

  it('is not moved by a file that does not hold a whole number', async () => {
    const file = path.join(folder, 'garbage');
    await fs.promises.writeFile(file, 'next tuesday');
    expect(Math.abs(offsetFileClock(file).now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
