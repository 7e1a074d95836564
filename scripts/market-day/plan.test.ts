import { ACTIONS, pickAction, seededRandom } from './plan';
import { parseDayOptions } from './options';

const mix = [
  { id: 'read', weight: 3 },
  { id: 'write', weight: 1 },
  { id: 'deal', weight: 0 },
];

describe('the day’s weighted plan', () => {
  it('gives each ready action a share of the draw as long as its weight', () => {
    expect(pickAction(mix, () => true, 0)?.id).toBe('read');
    expect(pickAction(mix, () => true, 0.74)?.id).toBe('read');
    expect(pickAction(mix, () => true, 0.75)?.id).toBe('write');
    expect(pickAction(mix, () => true, 0.999)?.id).toBe('write');
  });

  it('hands the turn of an action with nothing to act on to the others', () => {
    expect(pickAction(mix, (id) => id !== 'read', 0)?.id).toBe('write');
    expect(pickAction(mix, () => false, 0.5)).toBeUndefined();
  });

  it('refuses a draw outside [0, 1)', () => {
    expect(() => pickAction(mix, () => true, 1)).toThrow('[0, 1)');
    expect(() => pickAction(mix, () => true, Number.NaN)).toThrow('[0, 1)');
  });

  it('plays the mix in proportion over many turns, the same for the same seed', () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20_000 }, () => pickAction(ACTIONS, () => true, random())!.id);
    };
    const day = draws(7);
    expect(draws(7)).toEqual(day);
    expect(draws(8)).not.toEqual(day);
    const total = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
    for (const action of ACTIONS) {
      const share = day.filter((id) => id === action.id).length / day.length;
      expect(Math.abs(share - action.weight / total)).toBeLessThan(0.012);
    }
  });

  it('reads the options with defaults that finish in a few minutes', () => {
    const options = parseDayOptions([]);
    expect(options).toMatchObject({ processes: 2, seconds: 60, users: 16 });
    expect(options.market.freelancers).toBeGreaterThanOrEqual(options.people.freelancers);
    expect(parseDayOptions(['--processes', '1']).processes).toBe(1);
    expect(() => parseDayOptions(['--processes', '3'])).toThrow('--processes');
    expect(() => parseDayOptions(['--seconds', 'soon'])).toThrow('--seconds');
  });
});
