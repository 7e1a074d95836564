import { PageHeading } from '@kaamyaab/shared-ui';
import { SearchableJobs } from '@kaamyaab/shared-ui/listings';
import { useSignedIn } from '@kaamyaab/shared-api';
import { jobSearchChoices, jobSearchKeys, validateJobSearch } from '@kaamyaab/shared-api/contract';
import { useUrlSearch } from '@kaamyaab/shared-api/router';
import { useJobsBoard } from '../hooks/use-jobs-board';
import { useFreelancerT } from '../../../i18n/freelancer-strings';
import { ApplyButton } from './apply-button';
import { useApplyFlow } from './apply-flow';

/** The freelancer's 'Available Jobs' page: job cards, the apply modal and its success dialog. */
export function JobsBoard() {
  const { t } = useFreelancerT();
  const freelancerId = useSignedIn('freelancer')?._id;
  const search = useUrlSearch(jobSearchKeys);
  const board = useJobsBoard(freelancerId, search.active ? search.values : null);
  const apply = useApplyFlow(freelancerId, board.markApplied);

  return (
    <section aria-labelledby="available-jobs-heading">
      <PageHeading id="available-jobs-heading">{t('jobs.heading')}</PageHeading>
      <SearchableJobs
        search={search}
        choices={jobSearchChoices}
        validate={validateJobSearch}
        jobs={board}
        actionsFor={(job) => (
          <ApplyButton
            applied={board.appliedJobIds?.has(job._id)}
            onApply={() => apply.start(job)}
          />
        )}
      />
      {apply.dialogs}
    </section>
  );
}
