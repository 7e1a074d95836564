import { useMemo } from 'react';
import styled from 'styled-components';
import { Carousel } from '@kaamyaab/shared-ui/motion';
import { useHomeT } from '../../i18n/strings/home';
import { slideKeys, slides } from './home-data';
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

type Part = keyof typeof slideKeys;

/** A part's slides, drawn again only when the language (and so t) changes: captions are in them. */
function usePartSlides(part: Part, offset: number) {
  const { t } = useHomeT();
  return useMemo(
    () =>
      slides(
        slideKeys[part].map((key) => t(`home.about.${part}.slides.${key}`)),
        offset,
      ),
    [part, offset, t],
  );
}

function Story({ part }: { part: Part }) {
  const { t } = useHomeT();
  return (
    <div>
      <h3>{t(`home.about.${part}.title`)}</h3>
      <p>{t(`home.about.${part}.p1`)}</p>
      <p>{t(`home.about.${part}.p2`)}</p>
    </div>
  );
}

export function About() {
  const { t } = useHomeT();
  const history = usePartSlides('history', 0);
  const mission = usePartSlides('mission', 2);
  return (
    <Section aria-labelledby="about">
      <Inner>
        <SectionTitle id="about">{t('home.about.title')}</SectionTitle>
        <Row>
          <Story part="history" />
          <Carousel slides={history} label={t('home.about.history.title')} />
        </Row>
        <Row>
          <Carousel slides={mission} label={t('home.about.mission.title')} />
          <Story part="mission" />
        </Row>
      </Inner>
    </Section>
  );
}
