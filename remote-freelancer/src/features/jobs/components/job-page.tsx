import { JobSheet, ListNote } from '@kaamyaab/shared-ui';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { useJob } from '@kaamyaab/shared-api/client';
import { Link, useParams } from '@kaamyaab/shared-api/router';
import { useAppliedJobs } from '../hooks/use-applied-jobs';
import { ApplyButton } from './apply-button';
import { useApplyFlow } from './apply-flow';

/**
 * One job in the freelancer's area (/freelancer-dashboard/jobs/:jobId): where a shared link's
 * Apply Now lands after logging in, with the application form one click away.
 */
export function JobPage() {
  const { jobId = '' } = useParams();
  const freelancerId = useSignedIn('freelancer')?._id;
  const { appliedJobIds, markApplied } = useAppliedJobs(freelancerId);
  const apply = useApplyFlow(freelancerId, markApplied);

  return (
    <section>
      <JobSheet
        state={useJob(jobId)}
        back={<Link to={paths.freelancerJobs}>← Available Jobs</Link>}
        actionsFor={(job) =>
          job.status === 'open' || appliedJobIds?.has(job._id) ? (
            <ApplyButton applied={appliedJobIds?.has(job._id)} onApply={() => apply.start(job)} />
          ) : (
            <ListNote role="status">This job is no longer taking applications.</ListNote>
          )
        }
      />
      {apply.dialogs}
    </section>
  );
}
