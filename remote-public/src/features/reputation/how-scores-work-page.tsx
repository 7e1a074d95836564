import { Container, formatPkr, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  SCORE_HALF_LIFE_DAYS,
  SCORE_MIN_CONTRACTS,
  SCORE_MISSING_STARS,
  SCORE_PARTS,
  SCORE_PRIVATE_MIN,
  SCORE_PRIVATE_SHARE,
} from '@kaamyaab/shared-api/contract';
import { useScoresT } from '../../i18n/strings/scores';
import { exampleContracts, exampleScore } from './worked-example';

const two = (value: number) => value.toFixed(2);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The published formula of the scores, in both languages, with an example worked through it. */
export function HowScoresWorkPage() {
  const { t, language } = useScoresT();
  useDocumentMeta(t('scores.title'), t('scores.description'));
  const { contracts, publicPart, privateBand, score } = exampleScore;
  const weights = contracts.reduce((sum, row) => sum + row.weight, 0);
  const weighted = contracts.reduce((sum, row) => sum + row.weight * row.outcome, 0);
  return (
    <Container as="article" style={{ maxWidth: '48rem' }}>
      <PageHeading>{t('scores.title')}</PageHeading>
      <p>{t('scores.intro')}</p>
      <section aria-labelledby="scores-counted">
        <h2 id="scores-counted">{t('scores.counted.heading')}</h2>
        <p>{t('scores.counted.p1')}</p>
        <p>{t('scores.counted.p2', { count: SCORE_MIN_CONTRACTS })}</p>
      </section>
      <section aria-labelledby="scores-outcome">
        <h2 id="scores-outcome">{t('scores.outcome.heading')}</h2>
        <ul>
          <li>
            {t('scores.outcome.rating', {
              share: percent(SCORE_PARTS.rating),
              stars: SCORE_MISSING_STARS,
            })}
          </li>
          <li>{t('scores.outcome.onTime', { share: percent(SCORE_PARTS.onTime) })}</li>
          <li>{t('scores.outcome.noDispute', { share: percent(SCORE_PARTS.noDispute) })}</li>
        </ul>
      </section>
      <section aria-labelledby="scores-weight">
        <h2 id="scores-weight">{t('scores.weight.heading')}</h2>
        <p>{t('scores.weight.recency', { days: SCORE_HALF_LIFE_DAYS })}</p>
        <p>{t('scores.weight.size')}</p>
        <p>{t('scores.weight.total')}</p>
      </section>
      <section aria-labelledby="scores-score">
        <h2 id="scores-score">{t('scores.score.heading')}</h2>
        <p>{t('scores.score.public')}</p>
        <p>
          {t('scores.score.private', {
            count: SCORE_PRIVATE_MIN,
            share: percent(SCORE_PRIVATE_SHARE),
          })}
        </p>
        <p>
          <code>{t('scores.score.formula', { share: SCORE_PRIVATE_SHARE })}</code>
        </p>
        <p>{t('scores.score.privacy')}</p>
      </section>
      <section aria-labelledby="scores-example">
        <h2 id="scores-example">{t('scores.example.heading')}</h2>
        <p>{t('scores.example.intro')}</p>
        <ol>
          {exampleContracts.map((example, index) => {
            const row = contracts[index]!;
            return (
              <li key={example.key}>
                {t('scores.example.row', {
                  title: t(`scores.example.titles.${example.key}`),
                  days: example.days,
                  released: formatPkr(example.rupees, language),
                  stars: example.stars,
                  onTime: percent(example.onTime),
                  dispute: t(
                    example.disputed ? 'scores.example.disputed' : 'scores.example.notDisputed',
                  ),
                  outcome: two(row.outcome),
                  recency: two(row.recency),
                  size: two(row.size),
                  weight: two(row.weight),
                })}
              </li>
            );
          })}
        </ol>
        <p>
          {t('scores.example.public', {
            sum: two(weighted),
            weights: two(weights),
            value: two(publicPart ?? 0),
          })}
        </p>
        <p>{t('scores.example.private', { value: two(privateBand ?? 0) })}</p>
        <p>
          {t('scores.example.score', {
            publicShare: 1 - SCORE_PRIVATE_SHARE,
            public: two(publicPart ?? 0),
            share: SCORE_PRIVATE_SHARE,
            private: two(privateBand ?? 0),
            score: score ?? '',
          })}
        </p>
      </section>
    </Container>
  );
}
