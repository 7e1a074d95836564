import styled from 'styled-components';
import { Avatar, Card, formatPkr } from '@kaamyaab/shared-ui';
import { successStories } from './home-data';
import { Inner, Section, SectionTitle } from './sections';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1.25rem;
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  font-style: italic;
`;

const Earning = styled.p`
  margin: 0.75rem 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export function TopFreelancers() {
  return (
    <Section $tinted aria-labelledby="top-freelancers">
      <Inner>
        <SectionTitle id="top-freelancers">Top Earning Freelancers</SectionTitle>
        <Grid>
          {successStories.map((story) => (
            <li key={story.id} data-testid="success-story">
              <Card>
                <Person>
                  <Avatar name={story.name} size={56} />
                  <div>
                    <h3>{story.name}</h3>
                    <p>{story.skills.join(' · ')}</p>
                  </div>
                </Person>
                <Earning>Earned {formatPkr(story.earning)}</Earning>
                <Quote>“{story.testimonial}”</Quote>
              </Card>
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
