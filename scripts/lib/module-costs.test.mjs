import { describe, expect, it } from '@jest/globals';
import { moduleCosts } from './module-costs.mjs';

const frame = (id, functionName, url, children = []) => ({
  id,
  callFrame: { functionName, url },
  children,
});

describe('moduleCosts', () => {
  it('gives each module its own samples, not those of the modules it imported', () => {
    const profile = {
      nodes: [
        frame(1, '(root)', '', [2, 6]),
        frame(2, 'require', 'http://host/main.js', [3]),
        frame(3, '302', 'http://host/main.js', [4, 5]),
        frame(4, 'format', 'http://host/main.js'),
        frame(5, '477', 'http://host/477.abc.js'),
        frame(6, '(idle)', ''),
      ],
      samples: [3, 4, 4, 5, 6, 2],
      timeDeltas: [1000, 2000, 2000, 7000, 9000, 500],
    };
    expect(moduleCosts(profile)).toEqual([
      { module: '477', file: '477.abc.js', ms: 7 },
      { module: '302', file: 'main.js', ms: 5 },
    ]);
  });
});
