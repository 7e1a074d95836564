import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { Logo } from '@kaamyaab/shared-ui';

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
  { label: 'Find Work', to: paths.signup },
  { label: 'Find Talent', to: paths.signup },
  { label: 'Free Courses', to: paths.freeCourses },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Contact Us', to: paths.contactUs },
];

const resources = [
  { label: 'Help Center', to: paths.contactUs },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
];

const socialProfiles = [
  { label: 'Kaamyaab on Instagram', href: 'https://www.instagram.com/kaamyaab' },
  { label: 'Kaamyaab on LinkedIn', href: 'https://www.linkedin.com/company/kaamyaab' },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <List>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

export function Footer() {
  return (
    <Wrapper>
      <Columns>
        <div>
          <Logo onDark />
          <p>Kaamyaab connects talented freelancers with innovative businesses.</p>
          <List>
            {socialProfiles.map((profile) => (
              <li key={profile.href}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer">
                  {profile.label}
                </a>
              </li>
            ))}
          </List>
        </div>
        <LinkColumn title="Quick Links" links={quickLinks} />
        <LinkColumn title="Resources" links={resources} />
      </Columns>
      <Bottom>
        © {new Date().getFullYear()} Kaamyaab. All rights reserved. Photos:{' '}
        <a href="https://unsplash.com" target="_blank" rel="noopener noreferrer">
          Unsplash
        </a>
      </Bottom>
    </Wrapper>
  );
}
