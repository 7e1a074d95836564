import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@kaamyaab/shared-ui';
import { ErrorBanner, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useReviewsT } from '../../i18n/ui-reviews-strings';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import type {
  ContractReviewsView,
  ReviewAspectName,
  ReviewFormValues,
  ReviewOutcome,
} from './review-types';

/** Both reviews side by side from 640 px, one above the other on a phone. */
const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 0.75rem;
`;

const Section = styled.section`
  margin-top: 1.5rem;
`;

export interface ContractReviewsProps {
  /** Shown only for an ended contract: before that there is nothing to review. */
  shown: boolean;
  load:
    | { status: 'loading' }
    | { status: 'failed' }
    | { status: 'ready'; reviews: ContractReviewsView };
  aspects: readonly ReviewAspectName[];
  submit: (values: ReviewFormValues) => ReviewOutcome;
  reply: (text: string) => ReviewOutcome;
}

function ReplyForm({ onReply }: { onReply: (text: string) => ReviewOutcome }) {
  const { t } = useReviewsT();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(await onReply(text));
  };
  return (
    <form onSubmit={send}>
      <ErrorBanner message={failure} />
      <TextAreaField
        label={t('reply.label')}
        name="reply"
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('reply.send')}</Button>
    </form>
  );
}

/**
 * The contract room's reviews, for either party: the form while the window is open, then where
 * things stand ("waiting for X's review until …"), then both reviews side by side once revealed,
 * with the reply to the review of me.
 */
export function ContractReviews({ shown, load, aspects, submit, reply }: ContractReviewsProps) {
  const { t, language } = useReviewsT();
  if (!shown) return null;
  const body = () => {
    if (load.status === 'loading') return <p role="status">{t('section.loading')}</p>;
    if (load.status === 'failed') return <p role="alert">{t('section.failed')}</p>;
    const view = load.reviews;
    const name = view.otherName;
    const date = view.closesAt ? formatDate(view.closesAt, language) : '';
    if (view.window === 'notOpen') return <p>{t('section.notOpen')}</p>;
    return (
      <>
        {view.canReview && (
          <>
            <p>{t('section.open', { name, date })}</p>
            {view.theirsWritten && <p>{t('section.theyWrote', { name })}</p>}
            <ReviewForm otherName={name} aspects={aspects} onSubmit={submit} />
          </>
        )}
        {!view.canReview && !view.mine && !view.revealed && <p>{t('section.closed')}</p>}
        {view.mine && !view.revealed && <p role="status">{t('section.waiting', { name, date })}</p>}
        {view.revealed && (
          <SideBySide>
            {view.mine ? (
              <ReviewCard
                review={view.mine}
                heading={t('section.yours')}
                replyHeading={t('reply.heading', { name })}
              />
            ) : (
              <p>{t('section.none')}</p>
            )}
            {view.theirs ? (
              <div>
                <ReviewCard
                  review={view.theirs}
                  heading={t('section.theirs', { name })}
                  replyHeading={t('reply.mine')}
                />
                {view.canReply && <ReplyForm onReply={reply} />}
              </div>
            ) : (
              <p>{t('section.none')}</p>
            )}
          </SideBySide>
        )}
      </>
    );
  };
  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('section.heading')}</h2>
      {body()}
    </Section>
  );
}
