import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useHomeT } from '../../i18n/strings/home';

const Section = styled.section`
  padding: 4rem 1rem;
  text-align: center;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primaryLight}, #fff);
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3.25rem);
  margin: 0 auto 1rem;
  max-width: 48rem;
  line-height: 1.15;
`;

const CallToAction = styled(Link)`
  display: inline-block;
  margin-top: 1.5rem;
  padding: 0.8rem 1.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

export function Hero() {
  const { t } = useHomeT();
  return (
    <Section>
      <Title>{t('home.hero.title')}</Title>
      <p>{t('home.hero.body')}</p>
      <CallToAction to={paths.signup}>{t('home.hero.cta')}</CallToAction>
    </Section>
  );
}
