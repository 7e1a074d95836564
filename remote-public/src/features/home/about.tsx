import styled from 'styled-components';
import { Carousel } from '@kaamyaab/shared-ui/motion';
import { historySlides, missionSlides } from './home-data';
import { Inner, Section, SectionTitle } from './sections';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2rem;
  align-items: center;
  margin-bottom: 3rem;

  /* Grid items default to min-width: auto, which lets the carousel's wide track stretch them. */
  & > * {
    min-width: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export function About() {
  return (
    <Section aria-labelledby="about">
      <Inner>
        <SectionTitle id="about">About Kaamyaab</SectionTitle>
        <Row>
          <div>
            <h3>Our History</h3>
            <p>
              Kaamyaab was founded in 2024 by a small team of entrepreneurs who kept meeting the
              same two people: companies searching for specialised skills they could not find
              nearby, and skilled freelancers searching for meaningful projects they could not
              reach.
            </p>
            <p>
              We built the bridge between them, starting with Pakistan, where talent is plentiful
              and trust is everything.
            </p>
          </div>
          <Carousel slides={historySlides} label="Our History" />
        </Row>
        <Row>
          <Carousel slides={missionSlides} label="Our Mission" />
          <div>
            <h3>Our Mission</h3>
            <p>
              We empower businesses and freelancers with a dynamic, transparent and efficient talent
              marketplace. We break down geographical barriers so a startup in Quetta can hire a
              designer in Gilgit as easily as one down the street.
            </p>
            <p>
              Above all, we are fostering a community where skills are valued and good work is
              rewarded.
            </p>
          </div>
        </Row>
      </Inner>
    </Section>
  );
}
