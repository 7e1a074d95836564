import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kaamyaab/shared-ui';
import { freelancerJobPath, loginAs, paths, useSignedIn } from '@kaamyaab/shared-api';
import { Link } from '@kaamyaab/shared-api/router';
import { useFormsT } from '../../i18n/strings/forms';

const Prompt = styled.div`
  flex-basis: 100%;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};

  p {
    margin: 0 0 0.75rem;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * Apply on the public board: a signed-in freelancer goes to the job in their area, where the
 * application form is; anyone else is asked to log in or sign up, and the login brings them
 * back to this job (`state.from`) to apply.
 */
export function ApplyPrompt({ jobId }: { jobId: string }) {
  const { t } = useFormsT();
  const freelancer = useSignedIn('freelancer');
  const [asked, setAsked] = useState(false);
  const promptId = useId();
  const target = freelancerJobPath(jobId);

  if (freelancer)
    return (
      <Button as={Link} to={target}>
        {t('forms.jobs.applyNow')}
      </Button>
    );
  return (
    <>
      <Button aria-expanded={asked} aria-controls={promptId} onClick={() => setAsked(true)}>
        {t('forms.jobs.applyNow')}
      </Button>
      <Prompt id={promptId} hidden={!asked} role="region" aria-label={t('forms.jobs.logInToApply')}>
        <p>{t('forms.jobs.prompt')}</p>
        <Choices>
          <Button as={Link} to={loginAs('freelancer')} state={{ from: target }}>
            {t('forms.jobs.logInToApply')}
          </Button>
          <Button as={Link} to={paths.signupFreelancer} variant="secondary">
            {t('forms.jobs.signUp')}
          </Button>
        </Choices>
      </Prompt>
    </>
  );
}
