import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, Modal, SelectField, SuccessBanner } from '@kaamyaab/shared-ui';
import { describeError, inviteErrors, talentApi } from '@kaamyaab/shared-api/client';
import type { TalentDto } from '@kaamyaab/shared-api/contract';
import { useOpenJobs } from './use-open-jobs';

interface InviteDialogProps {
  companyId: string;
  freelancer: TalentDto;
  onClose: () => void;
}

/** Invites a freelancer to apply to one of the company's open jobs; they are told at once. */
export function InviteDialog({ companyId, freelancer, onClose }: InviteDialogProps) {
  const openJobs = useOpenJobs(companyId);
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setFieldError('Choose one of your open jobs');
      return;
    }
    setFieldError(undefined);
    setError(null);
    setSending(true);
    try {
      await talentApi.inviteToJob({ jobId, freelancerId: freelancer._id });
      setSent(true);
    } catch (failure) {
      setError(describeError(failure, inviteErrors));
    } finally {
      setSending(false);
    }
  };

  const name = freelancer.fullName;
  return (
    <Modal open onClose={onClose} title={`Invite ${name} to apply`}>
      {sent ? (
        <>
          <SuccessBanner
            message={`Invitation sent. ${name} will see it on the job and by email.`}
          />
          <Button onClick={onClose}>Done</Button>
        </>
      ) : (
        <form onSubmit={send} noValidate>
          {openJobs.status === 'loading' && <p role="status">Loading your open jobs...</p>}
          {openJobs.status === 'failed' && (
            <ErrorBanner message="Your jobs could not be loaded. Please try again later." />
          )}
          {openJobs.status === 'ready' && openJobs.jobs.length === 0 && (
            <p>You have no open jobs to invite to. Post a job first.</p>
          )}
          {openJobs.status === 'ready' && openJobs.jobs.length > 0 && (
            <>
              <SelectField
                label="Job"
                name="jobId"
                placeholder="Choose a job"
                options={openJobs.jobs.map((job) => ({ value: job._id, label: job.title }))}
                value={jobId}
                error={fieldError}
                onChange={(event) => setJobId(event.target.value)}
              />
              <ErrorBanner message={error} />
              <Button type="submit" disabled={sending}>
                {sending ? 'Sending...' : 'Send invitation'}
              </Button>
            </>
          )}
        </form>
      )}
    </Modal>
  );
}
