import { Marquee } from '@kaamyaab/shared-ui/motion';
import { ClientLogoMark } from './client-logo';
import { clientLogos } from './home-data';
import { useHomeT } from '../../i18n/strings/home';
import { Inner, Section, SectionTitle } from './sections';

export function TrustedFamily() {
  const { t } = useHomeT();
  return (
    <Section aria-labelledby="trusted-family">
      <Inner>
        <SectionTitle id="trusted-family">{t('home.trusted.title')}</SectionTitle>
        <Marquee label={t('home.trusted.strip')} speed={80} height="2.5rem">
          {clientLogos.map((logo) => (
            <ClientLogoMark key={logo.name} logo={logo} />
          ))}
        </Marquee>
      </Inner>
    </Section>
  );
}
