import { useState } from 'react';
import styled from 'styled-components';
import { LanguageSwitch, useSentence, outlinePill, Logo } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { CorrectionForm, type CorrectionFormProps } from '../correction-form/correction-form';
import {
  EmailVerificationNotice,
  type EmailVerificationNoticeProps,
} from '../email-verification/email-verification-notice';
import { attentionBox } from '../notice/attention-box';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;

  a {
    text-decoration: none;
  }
`;

const BarTools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const LogoutButton = styled.button`
  ${outlinePill}
  padding: 0.5rem 1.1rem;

  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Screen = styled.main`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    max-width: 32rem;
    margin: 0;
  }
`;

const Explore = styled.a`
  display: inline-block;
  padding: 0.7rem 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Notice = styled.div`
  ${attentionBox}

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

/** What an administrator asked the person to correct. */
export interface SentBackNotice {
  reasonText: string;
  note: string;
}

export interface UnderReviewProps {
  exploreHref: string;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Set when an admin sent the account back: the reason, their note and the correction form. */
  sentBack?: SentBackNotice | null;
  correction?: CorrectionFormProps;
  /** Set while the account's email is not verified: the address and a way to resend the link. */
  emailVerification?: EmailVerificationNoticeProps | null;
}

/** Spec: the 'Hold Tight!' screen that replaces the dashboard of an account awaiting approval. */
export function UnderReview({
  exploreHref,
  onLogout,
  loggingOut,
  sentBack,
  correction,
  emailVerification,
}: UnderReviewProps) {
  const { t } = useAccountT();
  const say = useSentence();
  const [corrected, setCorrected] = useState(false);
  const onSubmit: CorrectionFormProps['onSubmit'] | undefined = correction
    ? async (form) => {
        const failed = await correction.onSubmit(form);
        if (!failed) setCorrected(true);
        return failed;
      }
    : undefined;
  return (
    <>
      <Bar>
        <a href={exploreHref}>
          <Logo />
        </a>
        <BarTools>
          <LanguageSwitch />
          <LogoutButton
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            aria-busy={loggingOut}
          >
            {loggingOut ? t('review.loggingOut') : t('review.logout')}
          </LogoutButton>
        </BarTools>
      </Bar>
      <Screen>
        <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r="56" fill="#e6f2ee" />
          <path
            d="M40 30h40M40 90h40M44 30c0 18 32 22 32 30S44 72 44 90M76 30c0 18-32 22-32 30s32 12 32 30"
            fill="none"
            stroke="#0b6e4f"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </svg>
        <h1>{t('review.title')}</h1>
        <p>{t('review.body')}</p>
        {emailVerification ? <EmailVerificationNotice {...emailVerification} /> : null}
        {corrected ? <p role="status">{t('review.corrected')}</p> : null}
        {sentBack && !corrected ? (
          <Notice role="status">
            <h2>{t('review.correctHeading')}</h2>
            <p>{say(sentBack.reasonText)}</p>
            {sentBack.note ? <p>{t('review.note', { note: sentBack.note })}</p> : null}
            {correction && onSubmit ? (
              <CorrectionForm fields={correction.fields} onSubmit={onSubmit} />
            ) : null}
          </Notice>
        ) : null}
        <Explore href={exploreHref}>{t('review.explore')}</Explore>
      </Screen>
    </>
  );
}
