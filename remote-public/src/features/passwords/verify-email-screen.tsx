import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import { credentialsApi, describeError, verifyEmailErrors } from '@kaamyaab/shared-api/client';
import { dashboardPaths, loginPaths } from '@kaamyaab/shared-api';
import { credentialMessages } from '@kaamyaab/shared-api/contract';
import { AuthCard, ErrorBanner, SuccessBanner } from '@kaamyaab/shared-ui/forms';
import { useFormsT } from '../../i18n/strings/forms';

type Role = keyof typeof dashboardPaths;
type State =
  { step: 'checking' } | { step: 'verified'; role: Role } | { step: 'failed'; error: string };

// The contract's sentences: the banners show them in the language chosen.
const MISSING = credentialMessages.tokenMissing;
const VERIFIED = credentialMessages.emailVerified;

/** /verify-email?token=…, the page of the emailed link: spends it once, then says so. */
export function VerifyEmailScreen() {
  const { t } = useFormsT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { step: 'checking' } : { step: 'failed', error: MISSING },
  );
  // React's development double effect must not spend the link twice (the second would fail).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    credentialsApi
      .verifyEmail(token)
      .then((role) => setState({ step: 'verified', role }))
      .catch((failure: unknown) =>
        setState({ step: 'failed', error: describeError(failure, verifyEmailErrors) }),
      );
  }, [token]);

  return (
    <AuthCard title={t('forms.verify.title')}>
      {state.step === 'checking' ? <p role="status">{t('forms.verify.checking')}</p> : null}
      {state.step === 'verified' ? (
        <>
          <SuccessBanner message={VERIFIED} />
          <p>
            <Link to={dashboardPaths[state.role]}>{t('forms.verify.dashboard')}</Link>{' '}
            {t('forms.verify.or')}{' '}
            <Link to={loginPaths[state.role]}>{t('forms.verify.logIn')}</Link>
            {t('forms.verify.end')}
          </p>
        </>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <ErrorBanner message={state.error} />
          <p>{t('forms.verify.askAgain')}</p>
        </>
      ) : null}
    </AuthCard>
  );
}
