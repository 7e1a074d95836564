import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
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
  return (
    <Section $tinted>
      <Inner>
        <Parts>
          <Part>
            <h2>Looking For Talent?</h2>
            <p>
              From startups to established companies: post a job, review verified freelancers and
              hire in days.
            </p>
            <JoinNow to={paths.signup}>Join Now</JoinNow>
          </Part>
          <Part>
            <h2>Looking For Work?</h2>
            <p>
              Freelancers showcase their skills, apply for jobs and connect with companies across
              Pakistan.
            </p>
            <JoinNow to={paths.signup}>Join Now</JoinNow>
          </Part>
        </Parts>
      </Inner>
    </Section>
  );
}
