import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useHomeT } from '../../i18n/strings/home';
import { Inner, Section } from './sections';

const Parts = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.5rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Part = styled.div`
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;

  h2 {
    margin-top: 0;
  }
`;

const JoinNow = styled(Link)`
  display: inline-block;
  margin-top: 1rem;
  padding: 0.7rem 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  text-decoration: none;
`;

export function CallToAction() {
  const { t } = useHomeT();
  return (
    <Section $tinted>
      <Inner>
        <Parts>
          {(['talent', 'work'] as const).map((part) => (
            <Part key={part}>
              <h2>{t(`home.cta.${part}.title`)}</h2>
              <p>{t(`home.cta.${part}.body`)}</p>
              <JoinNow to={paths.signup}>{t('home.cta.join')}</JoinNow>
            </Part>
          ))}
        </Parts>
      </Inner>
    </Section>
  );
}
