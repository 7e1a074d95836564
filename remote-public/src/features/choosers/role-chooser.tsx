import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import { chooserRoles, type ChooserRole } from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';

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
  display: block;
  padding: 0.9rem 1rem;
  text-align: center;
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ $selected, theme }) => ($selected ? '#fff' : theme.colors.primary)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : '#fff')};
`;

interface RoleChooserProps {
  title: string;
  description: string;
  optionLabels: Record<ChooserRole, string>;
  forms: Record<ChooserRole, ReactNode>;
}

function chosenRole(value: string | null): ChooserRole | null {
  return chooserRoles.find((role) => role === value) ?? null;
}

/**
 * The /login and /signup choosers: the visitor picks freelancer or company, and the matching form
 * (a module of that role's remote, handed in by the shell) appears below. The choice lives in the
 * query string so every form has its own link.
 */
export function RoleChooser({ title, description, optionLabels, forms }: RoleChooserProps) {
  useDocumentMeta(title, description);
  const [params] = useSearchParams();
  const role = chosenRole(params.get('as'));
  return (
    <Wrapper>
      <Title>{title}</Title>
      <Options role="group" aria-label={title}>
        {chooserRoles.map((option) => (
          <Option
            key={option}
            to={`?as=${option}`}
            replace
            $selected={role === option}
            aria-current={role === option ? 'page' : undefined}
          >
            {optionLabels[option]}
          </Option>
        ))}
      </Options>
      {role ? forms[role] : null}
    </Wrapper>
  );
}
