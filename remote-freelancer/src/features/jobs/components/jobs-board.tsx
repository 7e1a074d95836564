import { JobResults, JobSearchForm, PageHeading } from '@kaamyaab/shared-ui';
import { useSignedIn } from '@kaamyaab/shared-api';
import { jobSearchChoices, jobSearchKeys, validateJobSearch } from '@kaamyaab/shared-api/contract';
import { useUrlSearch } from '@kaamyaab/shared-api/router';
import { useJobsBoard } from '../hooks/use-jobs-board';
import { ApplyButton } from './apply-button';
import { useApplyFlow } from './apply-flow';

/** The freelancer's 'Available Jobs' page: job cards, the apply modal and its success dialog. */
export function JobsBoard() {
  const freelancerId = useSignedIn('freelancer')?._id;
  const search = useUrlSearch(jobSearchKeys);
  const board = useJobsBoard(freelancerId, search.active ? search.values : null);
  const apply = useApplyFlow(freelancerId, board.markApplied);

  return (
    <section aria-labelledby="available-jobs-heading">
      <PageHeading id="available-jobs-heading">Available Jobs</PageHeading>
      <JobSearchForm
        key={JSON.stringify(search.values)}
        values={search.values}
        choices={jobSearchChoices}
        validate={validateJobSearch}
        onSearch={search.apply}
        onClear={search.clear}
      />
      <JobResults
        jobs={board}
        searching={search.active}
        onClearSearch={search.clear}
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
