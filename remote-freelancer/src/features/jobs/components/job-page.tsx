import styled from 'styled-components';
import { formatDate } from '@kaamyaab/shared-ui';
import { JobSheet, ListNote } from '@kaamyaab/shared-ui/listings';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { reportOf, useJob } from '@kaamyaab/shared-api/client';
import { ReportButton } from '@kaamyaab/shared-ui/moderation';
import { Link, useParams } from '@kaamyaab/shared-api/router';
import { useFreelancerT } from '../../../i18n/freelancer-strings';
import { useAppliedJobs } from '../hooks/use-applied-jobs';
import { useMyInvitation } from '../hooks/use-my-invitation';
import { ApplyButton } from './apply-button';
import { useApplyFlow } from './apply-flow';

const Invited = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;

/**
 * One job in the freelancer's area (/freelancer-dashboard/jobs/:jobId): where a shared link's
 * Apply Now lands after logging in, and an invitation leads, with the application form one click
 * away.
 */
export function JobPage() {
  const { t, language } = useFreelancerT();
  const { jobId = '' } = useParams();
  const freelancerId = useSignedIn('freelancer')?._id;
  const { appliedJobIds, markApplied } = useAppliedJobs(freelancerId);
  const apply = useApplyFlow(freelancerId, markApplied);
  const invitation = useMyInvitation(jobId);

  return (
    <section>
      {invitation && (
        <Invited role="status">
          {t('jobs.invited', {
            company: invitation.companyName,
            date: formatDate(invitation.createdAt, language),
          })}
        </Invited>
      )}
      <JobSheet
        state={useJob(jobId)}
        back={<Link to={paths.freelancerJobs}>{t('jobs.back')}</Link>}
        actionsFor={(job) =>
          job.status === 'open' || appliedJobIds?.has(job._id) ? (
            <ApplyButton applied={appliedJobIds?.has(job._id)} onApply={() => apply.start(job)} />
          ) : (
            <ListNote role="status">{t('jobs.closed')}</ListNote>
          )
        }
      />
      <ReportButton what={t('jobs.thisJob')} onSend={reportOf('job', jobId)} />
      {apply.dialogs}
    </section>
  );
}
