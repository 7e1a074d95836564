import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import { credentialsApi, describeError, verifyEmailErrors } from '@kaamyaab/shared-api/client';
import { dashboardPaths, loginPaths } from '@kaamyaab/shared-api';
import { AuthCard, ErrorBanner, SuccessBanner } from '@kaamyaab/shared-ui';

type Role = keyof typeof dashboardPaths;
type State =
  { step: 'checking' } | { step: 'verified'; role: Role } | { step: 'failed'; error: string };

const MISSING = 'This link is not complete. Please open the link from your email again.';
const VERIFIED = 'Thank you. Your email address is verified.';

/** /verify-email?token=…, the page of the emailed link: spends it once, then says so. */
export function VerifyEmailScreen() {
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
    <AuthCard title="Verify your email">
      {state.step === 'checking' ? <p role="status">Checking your link...</p> : null}
      {state.step === 'verified' ? (
        <>
          <SuccessBanner message={VERIFIED} />
          <p>
            <Link to={dashboardPaths[state.role]}>Go to your dashboard</Link> or{' '}
            <Link to={loginPaths[state.role]}>log in</Link>.
          </p>
        </>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <ErrorBanner message={state.error} />
          <p>Log in to your dashboard to ask for a new verification email.</p>
        </>
      ) : null}
    </AuthCard>
  );
}
