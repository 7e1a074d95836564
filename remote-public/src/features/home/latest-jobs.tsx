import styled from 'styled-components';
import {
  Button,
  Card,
  formatDate,
  formatPkr,
  JobFact,
  jobFactStyles,
  useUiT,
} from '@kaamyaab/shared-ui';
import { jobPath, LATEST_JOBS_COUNT, paths } from '@kaamyaab/shared-api';
import type { FoundJobDto } from '@kaamyaab/shared-api/contract';
import { Link } from '@kaamyaab/shared-api/router';
import { useHomeT } from '../../i18n/strings/home';
import { Inner, Section, SectionTitle } from './sections';
import { useLatestJobs } from './use-latest-jobs';

/**
 * Every card, and the space kept for them while they load, is one height: the section sits
 * high on the page, and cards arriving taller than what held their place would push the page
 * down under the reader (a layout shift).
 */
const CARD_HEIGHT = '11rem';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.25rem;

  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }

  & > li {
    display: flex;
    min-height: ${CARD_HEIGHT};
  }
`;

const JobCard = styled(Card)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/**
 * People's titles can be long: two lines at most, so every card keeps its height. Cut on the
 * link itself, which does not clip its own focus ring (a heading cutting it would).
 */
const TitleLink = styled(Link)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const Company = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  margin: auto 0 0;

  ${jobFactStyles}
`;

const Placeholder = styled.li`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.5;
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${CARD_HEIGHT};
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AllJobs = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
`;

function LatestJobCard({ job }: { job: FoundJobDto }) {
  const { t, language } = useHomeT();
  const { t: uiT } = useUiT();
  return (
    <JobCard as="article">
      <h3 dir="auto">
        <TitleLink to={jobPath(job._id)}>{job.title}</TitleLink>
      </h3>
      <Company>
        <bdi>{job.company?.companyName || uiT('job.unknownCompany')}</bdi>
      </Company>
      <Facts>
        <JobFact term={uiT('job.budget')}>{formatPkr(job.budget, language)}</JobFact>
        <JobFact term={t('home.latestJobs.posted')}>
          <time dateTime={job.createdAt}>{formatDate(job.createdAt, language)}</time>
        </JobFact>
      </Facts>
    </JobCard>
  );
}

/**
 * The newest open jobs on the home page, and the way to all of them on the public job board.
 * With none open, or none readable, the section says so and still leads to the board.
 */
export function LatestJobs() {
  const { t } = useHomeT();
  const { t: uiT } = useUiT();
  const latest = useLatestJobs();
  return (
    <Section $tinted aria-labelledby="latest-jobs">
      <Inner>
        <SectionTitle id="latest-jobs">{t('home.latestJobs.title')}</SectionTitle>
        {latest.state === 'loading' && (
          // Shapes holding the cards' place: nothing to read yet.
          <Grid aria-hidden="true">
            {Array.from({ length: LATEST_JOBS_COUNT }, (_, slot) => (
              <Placeholder key={slot} />
            ))}
          </Grid>
        )}
        {latest.state === 'failed' && <Note role="status">{uiT('jobResults.failed')}</Note>}
        {latest.state === 'ready' && latest.jobs.length === 0 && (
          <Note role="status">{uiT('jobResults.none')}</Note>
        )}
        {latest.state === 'ready' && latest.jobs.length > 0 && (
          <Grid>
            {latest.jobs.map((job) => (
              <li key={job._id}>
                <LatestJobCard job={job} />
              </li>
            ))}
          </Grid>
        )}
        <AllJobs>
          <Button as={Link} to={paths.jobBoard} variant="secondary">
            {t('home.latestJobs.all')}
          </Button>
        </AllJobs>
      </Inner>
    </Section>
  );
}
