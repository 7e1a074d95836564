import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import {
  chooserRoles,
  dashboardPaths,
  useAuthStore,
  type ChooserProps,
  type ChooserRole,
} from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { useFormsT } from '../../i18n/strings/forms';

const Wrapper = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 2.5rem 1rem;
`;

const Title = styled.h1`
  text-align: center;
  margin-top: 0;
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin-bottom: 2rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Option = styled(Link)<{ $selected: boolean }>`
  display: grid;
  gap: 0.25rem;
  padding: 0.9rem 1rem;
  text-align: center;
  font-weight: 600;
  text-decoration: none;

  small {
    font-size: 0.9rem;
    font-weight: 400;
  }
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ $selected, theme }) => ($selected ? '#fff' : theme.colors.primary)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : '#fff')};
`;

const SignedIn = styled.p`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/** Someone already signed in is shown the way back rather than only the forms. */
function SignedInNotice() {
  const { t } = useFormsT();
  const role = useAuthStore((state) => state.role);
  if (!role) return null;
  return (
    <SignedIn>
      {t(`forms.chooser.signedIn.${role}`)}{' '}
      <Link to={dashboardPaths[role]}>{t('forms.chooser.dashboard')}</Link>
    </SignedIn>
  );
}

interface RoleChooserProps extends ChooserProps {
  /** What the forms do: the page's title, description and option labels follow it. */
  purpose: 'login' | 'signup';
}

function chosenRole(value: string | null): ChooserRole | null {
  return chooserRoles.find((role) => role === value) ?? null;
}

/**
 * The /login and /signup choosers: the visitor picks freelancer or company, and the matching form
 * (a module of that role's remote, handed in by the shell) appears below. The choice lives in the
 * query string so every form has its own link.
 */
export function RoleChooser({ purpose, freelancerForm, companyForm }: RoleChooserProps) {
  const { t } = useFormsT();
  const title = t(`forms.chooser.${purpose}.title`);
  const forms: Record<ChooserRole, ReactNode> = {
    freelancer: freelancerForm,
    company: companyForm,
  };
  useDocumentMeta(title, t(`forms.chooser.${purpose}.description`));
  const [params] = useSearchParams();
  const role = chosenRole(params.get('as'));
  return (
    <Wrapper>
      <Title>{title}</Title>
      <SignedInNotice />
      <Options role="group" aria-label={title}>
        {chooserRoles.map((option) => (
          <Option
            key={option}
            to={`?as=${option}`}
            replace
            $selected={role === option}
            aria-current={role === option ? 'page' : undefined}
          >
            {t(`forms.chooser.${purpose}.${option}`)}
            {/* One line on what each role is for, so the choice is not two bare buttons. */}
            <small>{t(`forms.chooser.hints.${option}`)}</small>
          </Option>
        ))}
      </Options>
      {role ? forms[role] : null}
    </Wrapper>
  );
}
