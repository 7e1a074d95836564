import { Button, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { SearchableJobs } from '@kaamyaab/shared-ui/listings';
import { jobPath } from '@kaamyaab/shared-api';
import { jobSearchChoices, jobSearchKeys, validateJobSearch } from '@kaamyaab/shared-api/contract';
import { Link, useUrlSearch } from '@kaamyaab/shared-api/router';
import { useFormsT } from '../../i18n/strings/forms';
import { CompanyProfileLink, HowScoresWorkLink } from '../reputation/company-profile-link';
import { usePublicJobs } from './use-public-jobs';

/**
 * The public job board: anyone browses and searches the open jobs; each opens its own page, where
 * Apply asks a visitor to log in or sign up.
 */
export function JobBoardPage() {
  const { t } = useFormsT();
  useDocumentMeta(t('forms.jobs.title'), t('forms.jobs.description'));
  const search = useUrlSearch(jobSearchKeys);
  const jobs = usePublicJobs(search.values);

  return (
    <Container as="section" aria-labelledby="job-board-heading">
      <PageHeading id="job-board-heading">{t('forms.jobs.title')}</PageHeading>
      <p>
        <HowScoresWorkLink />
      </p>
      <SearchableJobs
        search={search}
        choices={jobSearchChoices}
        validate={validateJobSearch}
        jobs={jobs}
        actionsFor={(job) => (
          <>
            <Button as={Link} to={jobPath(job._id)}>
              {t('forms.jobs.viewAndApply')}
            </Button>
            <CompanyProfileLink job={job} />
          </>
        )}
      />
    </Container>
  );
}
