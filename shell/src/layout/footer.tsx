import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { Logo } from '@kaamyaab/shared-ui';
import { useShellT } from '../i18n/shell-strings';

const Wrapper = styled.footer`
  margin-top: 4rem;
  background: #10231c;
  color: #e6efe9;

  a {
    color: #e6efe9;
  }
`;

const Columns = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 2rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Heading = styled.h2`
  font-size: 1rem;
  margin: 0 0 0.75rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding: 1rem;
  text-align: center;
  font-size: 0.9rem;
`;

const quickLinks = [
  { label: 'nav.findWork', to: paths.signup },
  { label: 'nav.findTalent', to: paths.signup },
  { label: 'nav.freeCourses', to: paths.freeCourses },
  { label: 'nav.blogs', to: paths.blogs },
  { label: 'nav.contactUs', to: paths.contactUs },
];

const resources = [
  { label: 'footer.helpCenter', to: paths.contactUs },
  { label: 'footer.terms', to: paths.termsOfService },
  { label: 'footer.privacy', to: paths.privacyPolicy },
];

const socialProfiles = [
  { label: 'footer.instagram', href: 'https://www.instagram.com/kaamyaab' },
  { label: 'footer.linkedin', href: 'https://www.linkedin.com/company/kaamyaab' },
];

/** A column of links; `title` and the labels are keys of the shell's strings. */
function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const { t } = useShellT();
  return (
    <nav aria-label={t(title)}>
      <Heading>{t(title)}</Heading>
      <List>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

export function Footer() {
  const { t } = useShellT();
  return (
    <Wrapper>
      <Columns>
        <div>
          <Logo onDark />
          <p>{t('footer.tagline')}</p>
          <List>
            {socialProfiles.map((profile) => (
              <li key={profile.href}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer">
                  {t(profile.label)}
                </a>
              </li>
            ))}
          </List>
        </div>
        <LinkColumn title="footer.quickLinks" links={quickLinks} />
        <LinkColumn title="footer.resources" links={resources} />
      </Columns>
      <Bottom>
        {t('footer.rights', { year: new Date().getFullYear() })}{' '}
        <a href="https://unsplash.com" target="_blank" rel="noopener noreferrer">
          Unsplash
        </a>
      </Bottom>
    </Wrapper>
  );
}
