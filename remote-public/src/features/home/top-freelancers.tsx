import styled from 'styled-components';
import { Avatar, Card, formatPkr } from '@kaamyaab/shared-ui';
import { useHomeT } from '../../i18n/strings/home';
import { successStories } from './home-data';
import { Inner, Section, SectionTitle } from './sections';

/**
 * Columns of the stories at each width: each count divides the six stories, so no row is left
 * with empty slots (an auto-filled grid made four columns at 1280 px: a row of 4 and one of 2).
 */
export const storyColumns = { wide: 3, medium: 2, narrow: 1 } as const;

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// Every row as tall as the tallest card (1fr rows), and every card as tall as its row.
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: ${columns(storyColumns.wide)};
  grid-auto-rows: 1fr;
  gap: 1.25rem;

  @media (max-width: 959.98px) {
    grid-template-columns: ${columns(storyColumns.medium)};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: ${columns(storyColumns.narrow)};
  }

  & > li {
    display: flex;
  }
`;

const StoryCard = styled(Card)`
  flex: 1;
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

  /* Urdu script has no italic: a slanted Nastaliq is a browser's fake, hard to read. */
  &:lang(ur) {
    font-style: normal;
  }
`;

const Earning = styled.p`
  margin: 0.75rem 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export function TopFreelancers() {
  const { t, language } = useHomeT();
  return (
    <Section $tinted aria-labelledby="top-freelancers">
      <Inner>
        <SectionTitle id="top-freelancers">{t('home.stories.title')}</SectionTitle>
        <Grid>
          {successStories.map((story) => (
            <li key={story.id} data-testid="success-story">
              <StoryCard>
                <Person>
                  <Avatar name={story.name} size={56} />
                  <div>
                    <h3>{story.name}</h3>
                    <p>{t(`home.stories.s${story.id}.skills`)}</p>
                  </div>
                </Person>
                <Earning>
                  {t('home.stories.earned', { amount: formatPkr(story.earning, language) })}
                </Earning>
                <Quote>
                  {t('home.stories.quote', { text: t(`home.stories.s${story.id}.testimonial`) })}
                </Quote>
              </StoryCard>
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
