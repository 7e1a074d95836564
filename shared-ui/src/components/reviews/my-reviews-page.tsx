import styled from 'styled-components';
import { Button, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useReviewsT } from '../../i18n/ui-reviews-strings';
import { ReviewCard } from './review-card';
import type { ReviewAspectName, ReviewView } from './review-types';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

export interface MyReviewsPageProps {
  state: 'loading' | 'failed' | 'ready';
  summary: ({ count: number; overall: number | null } & Record<string, number | null>) | null;
  aspects: readonly ReviewAspectName[];
  reviews: ReviewView[];
  hasMore: boolean;
  loadMore: () => void;
}

/** "Reviews": what the people I worked with said about me, revealed ones only, with my reply. */
export function MyReviewsPage(props: MyReviewsPageProps) {
  const { t } = useReviewsT();
  useDocumentMeta(t('page.heading'), t('meta.page'));
  const { summary } = props;
  return (
    <section aria-labelledby="my-reviews-heading">
      <PageHeading id="my-reviews-heading">{t('page.heading')}</PageHeading>
      <p>{t('page.intro')}</p>
      {props.state === 'loading' && <p role="status">{t('section.loading')}</p>}
      {props.state === 'failed' && <p role="alert">{t('section.failed')}</p>}
      {summary && summary.count > 0 && (
        <p>
          {t('page.count', { count: summary.count })} ·{' '}
          {t('page.average', { value: summary.overall ?? '' })}
          {props.aspects.map((aspect) => (
            <span key={aspect}>
              {' '}
              · {t(`aspects.${aspect}`)}: {summary[aspect] ?? ''}
            </span>
          ))}
        </p>
      )}
      {props.state === 'ready' && props.reviews.length === 0 && <p>{t('page.none')}</p>}
      <List>
        {props.reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            heading={`${review.authorName} · ${t('page.on', { title: review.contractTitle })}`}
            replyHeading={t('reply.mine')}
          />
        ))}
      </List>
      {props.hasMore && (
        <Button type="button" $variant="secondary" onClick={props.loadMore}>
          {t('page.more')}
        </Button>
      )}
    </section>
  );
}
