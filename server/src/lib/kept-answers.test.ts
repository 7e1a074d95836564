import pino from 'pino';
import { memoryBus } from './event-bus';
import { keptAnswers } from './kept-answers';
import { SerializedAnswer } from './serialized-answer';

describe('keptAnswers', () => {
  const bus = memoryBus(pino({ level: 'silent' }));
  const answerOf = (chars: number) => new SerializedAnswer('x'.repeat(chars));

  it('loads a key once for readers arriving together, then answers what it kept', async () => {
    const kept = keptAnswers(bus, { maxChars: 1000, ttlSeconds: 60, droppedBy: [] });
    const load = jest.fn(async () => answerOf(10));
    const [first, second] = await Promise.all([kept.get('a', load), kept.get('a', load)]);
    expect(first).toBe(second);
    expect(await kept.get('a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no more characters than told, the least recently read going first', async () => {
    const kept = keptAnswers(bus, { maxChars: 250, ttlSeconds: 60, droppedBy: [] });
    const loads = { a: jest.fn(async () => answerOf(100)), b: jest.fn(async () => answerOf(100)) };
    await kept.get('a', loads.a);
    await kept.get('b', loads.b);
    await kept.get('a', loads.a);
    await kept.get('c', async () => answerOf(100)); // 300 characters: b, read least lately, goes
    await kept.get('a', loads.a);
    await kept.get('b', loads.b);
    expect(loads.a).toHaveBeenCalledTimes(1);
    expect(loads.b).toHaveBeenCalledTimes(2);
  });

  it('drops everything on the events named, and keeps no failed load', async () => {
    const kept = keptAnswers(bus, { maxChars: 1000, ttlSeconds: 60, droppedBy: ['jobs.posted'] });
    const load = jest.fn(async () => answerOf(10));
    await kept.get('a', load);
    bus.publish('jobs.posted', { jobId: 'j', companyId: 'c' });
    await kept.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = jest.fn(async () => Promise.reject(new Error('database away')));
    await expect(kept.get('f', failing)).rejects.toThrow('database away');
    await expect(kept.get('f', failing)).rejects.toThrow('database away');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
