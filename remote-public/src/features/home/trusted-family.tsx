import { Marquee } from '@kaamyaab/shared-ui/motion';
import { ClientLogoMark } from './client-logo';
import { clientLogos } from './home-data';
import { Inner, Section, SectionTitle } from './sections';

export function TrustedFamily() {
  return (
    <Section aria-labelledby="trusted-family">
      <Inner>
        <SectionTitle id="trusted-family">Our Trusted Family</SectionTitle>
        <Marquee label="Companies that hire on Kaamyaab" speed={80} height="2.5rem">
          {clientLogos.map((logo) => (
            <ClientLogoMark key={logo.name} logo={logo} />
          ))}
        </Marquee>
      </Inner>
    </Section>
  );
}
