/**
 * The day's mix: how often each action comes up among everything people do on the market, per
 * thousand actions. Reading dominates (lists, searches, a job's page), a smaller share writes
 * (applying, writing to each other), and the deal's steps are rare: one deal moves a few times a
 * day while hundreds browse. A step with nothing to act on (no submitted work to approve yet)
 * gives its turn to the others in proportion to their weights.
 */
export const ACTIONS = [
  { id: 'browse', label: 'browse the jobs list', weight: 300 },
  { id: 'search', label: 'search jobs', weight: 200 },
  { id: 'openJob', label: "open a job's page", weight: 220 },
  { id: 'apply', label: 'apply to a job', weight: 80 },
  { id: 'message', label: 'write in a conversation', weight: 100 },
  { id: 'postJob', label: 'a company posts a job', weight: 20 },
  { id: 'accept', label: 'a company accepts an application', weight: 20 },
  { id: 'offer', label: 'the company offers a contract', weight: 12 },
  { id: 'acceptOffer', label: 'the freelancer accepts the offer', weight: 12 },
  { id: 'fund', label: 'the company funds the milestone (bank transfer)', weight: 10 },
  { id: 'confirm', label: 'an admin confirms the transfer (money desk)', weight: 10 },
  { id: 'submit', label: 'the freelancer submits work', weight: 8 },
  { id: 'approve', label: 'the company approves: escrow released', weight: 8 },
] as const;

export type ActionId = (typeof ACTIONS)[number]['id'];

export interface WeightedAction {
  id: string;
  weight: number;
}

/**
 * The action for one turn: `draw` in [0, 1) falls on one of the ready actions, each taking a
 * share of the line as long as its weight. Undefined when nothing is ready.
 */
export function pickAction<T extends WeightedAction>(
  actions: readonly T[],
  isReady: (id: T['id']) => boolean,
  draw: number,
): T | undefined {
  if (!(draw >= 0 && draw < 1)) throw new Error(`a draw is in [0, 1), not ${draw}`);
  const ready = actions.filter((action) => action.weight > 0 && isReady(action.id));
  const total = ready.reduce((sum, action) => sum + action.weight, 0);
  let point = draw * total;
  for (const action of ready) {
    if (point < action.weight) return action;
    point -= action.weight;
  }
  return ready.at(-1);
}

/**
 * A small seeded generator (mulberry32): the same seed plays the same sequence of choices, so
 * two runs differ by the servers, not by the dice. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
