import { publicPart } from '../public-strings';

/**
 * The page "How scores work" (docs/decisions/032-reputation.md): the exact formula, in words a
 * person checks with a calculator, and an example worked through the formula itself.
 */
export const en = {
  title: 'How scores work',
  description:
    'The exact formula of Kaamyaab scores for freelancers and companies, with a worked example.',
  intro:
    'Every freelancer and company gets a score from 0 to 100 from the contracts they finished on Kaamyaab. Nothing else goes in, and nobody can buy or edit it.',
  counted: {
    heading: 'Which contracts count',
    p1: 'A contract counts once it has ended with money released to the freelancer and its reviews are shown (both were written, or the time to write them passed).',
    p2: 'With fewer than {{count}} such contracts an account shows “no score yet” rather than a number from too little to go on.',
  },
  outcome: {
    heading: 'Each contract’s outcome, from 0 to 1',
    rating:
      'Public rating: the overall stars the other side gave, as (stars − 1) ÷ 4, taking {{share}} of the outcome. A contract without their review counts as {{stars}} stars.',
    onTime:
      'On time, {{share}}: for a freelancer, the share of milestones with a due date whose work was first submitted by the end of that date (Pakistan time); for a company, the share of released milestones it approved itself rather than leaving them to the automatic release. With none to measure, it counts as on time.',
    noDispute: 'No dispute, {{share}}: 1 when no dispute was opened on the contract, else 0.',
  },
  weight: {
    heading: 'Each contract’s weight',
    recency:
      'Recent contracts weigh more: the weight halves every {{days}} days after the contract ended, as 0.5^(days since the end ÷ {{days}}).',
    size: 'Larger contracts weigh more: log₁₀(1 + rupees released), so Rs 1,000 weighs 3 and Rs 100,000 weighs 5.',
    total: 'The weight is recency × size.',
  },
  score: {
    heading: 'The score',
    public: 'Public part: the outcomes averaged by their weights, Σ(weight × outcome) ÷ Σ weight.',
    private:
      'Private part: the private 0 to 10 ratings (“would you work with them again?”) averaged, divided by 10 and rounded to the nearest quarter. It counts only from {{count}} private ratings on, and then takes {{share}} of the score; before that the score is the public part alone.',
    formula: 'Score = round(100 × ((1 − {{share}}) × public part + {{share}} × private part)).',
    privacy:
      'A private rating is never shown to anyone but Kaamyaab’s staff. Your own page shows how each contract counted, but the private ratings only as one rounded number over several reviews, so no one can work out what one person answered.',
  },
  example: {
    heading: 'A worked example',
    intro: 'Three contracts, today:',
    row: '{{title}}: ended {{days}} days ago, {{released}} released, {{stars}} stars, {{onTime}} on time, {{dispute}}. Outcome {{outcome}}, weight {{recency}} × {{size}} = {{weight}}.',
    disputed: 'disputed',
    notDisputed: 'no dispute',
    public: 'Public part: {{sum}} ÷ {{weights}} = {{value}}.',
    private: 'Private ratings 9, 7 and 8: average 8 of 10 = 0.8, to the nearest quarter {{value}}.',
    score:
      'Score = round(100 × ({{publicShare}} × {{public}} + {{share}} × {{private}})) = {{score}}.',
    titles: {
      shop: 'Online shop',
      logo: 'Logo design',
      fix: 'Website fix',
    },
  },
};

/** The translate function of the formula's page; importing it adds these words. */
export const useScoresT = publicPart('scores', en, () =>
  import(/* webpackChunkName: "urdu-public-scores" */ './scores-ur').then((module) => module.ur),
);
