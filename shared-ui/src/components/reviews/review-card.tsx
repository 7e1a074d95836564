import styled from 'styled-components';
import { formatDate } from '@kaamyaab/shared-ui';
import { useReviewsT } from '../../i18n/ui-reviews-strings';
import type { ReviewAspectName, ReviewView } from './review-types';

const Card = styled.article`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  min-width: 0;
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0.5rem 0;
  }

  dd {
    margin: 0;
  }
`;

const Reply = styled.blockquote`
  margin: 0.75rem 0 0;
  padding-inline-start: 0.75rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stars as text a screen reader says and everyone reads: "★★★★☆ 4 of 5 stars". */
export function Stars({ count }: { count: number }) {
  const { t } = useReviewsT();
  return (
    <span>
      <span aria-hidden="true">{'★'.repeat(count) + '☆'.repeat(5 - count)} </span>
      {t('form.stars', { count })}
    </span>
  );
}

/** One review as both parties (and later everyone) read it, with its reply. */
export function ReviewCard({
  review,
  heading,
  replyHeading,
}: {
  review: ReviewView;
  heading: string;
  /** Says whose the reply is: the person the review is about. */
  replyHeading: string;
}) {
  const { t, language } = useReviewsT();
  const aspects = Object.entries(review.ratings) as [ReviewAspectName, number][];
  return (
    <Card>
      <h3>
        <bdi>{heading}</bdi>
      </h3>
      <Muted>{formatDate(review.createdAt, language)}</Muted>
      <dl>
        <dt>{t('form.overall')}</dt>
        <dd>
          <Stars count={review.overall} />
        </dd>
        {aspects.map(([aspect, value]) => (
          <div key={aspect} style={{ display: 'contents' }}>
            <dt>{t(`aspects.${aspect}`)}</dt>
            <dd>
              <Stars count={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <bdi>{review.text}</bdi>
      </p>
      {review.reply && (
        <Reply>
          <strong>
            <bdi>{replyHeading}</bdi>
          </strong>
          <p>
            <bdi>{review.reply.text}</bdi>
          </p>
        </Reply>
      )}
    </Card>
  );
}
