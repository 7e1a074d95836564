import { useState, type FormEvent } from 'react';
import { Button } from '@kaamyaab/shared-ui';
import { ErrorBanner, RadioGroupField, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useReviewsT } from '../../i18n/ui-reviews-strings';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewAspectName,
  type ReviewFormValues,
  type ReviewOutcome,
} from './review-types';

export interface ReviewFormProps {
  otherName: string;
  /** The three points this side rates. */
  aspects: readonly ReviewAspectName[];
  onSubmit: (values: ReviewFormValues) => ReviewOutcome;
}

const STARS = ['1', '2', '3', '4', '5'];
const SCALE = Array.from({ length: 11 }, (_, value) => String(value));

/**
 * The review form: stars as native radio groups (keyboard and screen readers use them as any
 * radios; the label says the number), the text with its counter, and the private rating with
 * the note that only Kaamyaab sees it. The server checks everything again.
 */
export function ReviewForm({ otherName, aspects, onSubmit }: ReviewFormProps) {
  const { t } = useReviewsT();
  const [values, setValues] = useState<ReviewFormValues>({
    overall: '',
    ratings: {},
    text: '',
    privateRating: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const starOptions = STARS.map((count) => ({
    value: count,
    label: t('form.stars', { count: Number(count) }),
  }));
  const length = values.text.trim().length;

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!values.overall) found.overall = t('form.required');
    for (const aspect of aspects) if (!values.ratings[aspect]) found[aspect] = t('form.required');
    if (length < REVIEW_TEXT_MIN || length > REVIEW_TEXT_MAX)
      found.text = t('form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX });
    if (values.privateRating === '') found.privateRating = t('form.required');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(await onSubmit(values));
    setSending(false);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">
        <bdi>{t('form.heading', { name: otherName })}</bdi>
      </h3>
      <ErrorBanner message={failure} />
      <RadioGroupField
        legend={t('form.overall')}
        name="overall"
        options={starOptions}
        value={values.overall}
        onChange={(overall) => setValues({ ...values, overall })}
        error={errors.overall}
      />
      {aspects.map((aspect) => (
        <RadioGroupField
          key={aspect}
          legend={t(`aspects.${aspect}`)}
          name={aspect}
          options={starOptions}
          value={values.ratings[aspect] ?? ''}
          onChange={(value) =>
            setValues({ ...values, ratings: { ...values.ratings, [aspect]: value } })
          }
          error={errors[aspect]}
        />
      ))}
      <TextAreaField
        label={t('form.text')}
        name="text"
        value={values.text}
        maxLength={REVIEW_TEXT_MAX}
        hint={`${t('form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })} · ${t(
          'form.counter',
          { count: length, max: REVIEW_TEXT_MAX },
        )}`}
        error={errors.text}
        onChange={(event) => setValues({ ...values, text: event.target.value })}
      />
      <RadioGroupField
        legend={
          <>
            {t('form.privateRating')}
            <br />
            <small>{t('form.privateNote', { name: otherName })}</small>
          </>
        }
        name="privateRating"
        options={SCALE.map((value) => ({ value, label: value }))}
        value={values.privateRating}
        onChange={(privateRating) => setValues({ ...values, privateRating })}
        error={errors.privateRating}
      />
      <p>{t('section.noEdits')}</p>
      <Button type="submit" disabled={sending}>
        {sending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
