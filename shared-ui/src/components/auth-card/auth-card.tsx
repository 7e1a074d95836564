import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  width: min(32rem, 100%);
  margin: 2rem auto;
  padding: 2rem 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    margin: 1rem auto;
    padding: 1.25rem 1rem;
  }
`;

const Title = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.75rem;
`;

const Subtitle = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  margin-top: 1.25rem;
  text-align: center;
`;

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Inside a chooser page the page already has its h1. */
  headingLevel?: 1 | 2;
}

/** The frame of every login and sign-up form. */
export function AuthCard({ title, subtitle, children, footer, headingLevel = 1 }: AuthCardProps) {
  return (
    <Card aria-label={title}>
      <Title as={headingLevel === 1 ? 'h1' : 'h2'}>{title}</Title>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      {children}
      {footer ? <Footer>{footer}</Footer> : null}
    </Card>
  );
}
