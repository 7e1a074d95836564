import { useState, type FormEvent } from 'react';
import { Button } from '@kaamyaab/shared-ui';
import { ErrorBanner, Modal, SelectField, SuccessBanner } from '@kaamyaab/shared-ui/forms';
import { describeError, inviteErrors, talentApi } from '@kaamyaab/shared-api/client';
import type { TalentDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../i18n/company-strings';
import { useOpenJobs } from './use-open-jobs';

interface InviteDialogProps {
  companyId: string;
  freelancer: TalentDto;
  onClose: () => void;
}

/** Invites a freelancer to apply to one of the company's open jobs; they are told at once. */
export function InviteDialog({ companyId, freelancer, onClose }: InviteDialogProps) {
  const { t } = useCompanyT();
  const openJobs = useOpenJobs(companyId);
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noJobChosen, setNoJobChosen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setNoJobChosen(true);
      return;
    }
    setNoJobChosen(false);
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
    <Modal open onClose={onClose} title={t('invite.title', { name })}>
      {sent ? (
        <>
          <SuccessBanner message={t('invite.sent', { name })} />
          <Button onClick={onClose}>{t('invite.done')}</Button>
        </>
      ) : (
        <form onSubmit={send} noValidate>
          {openJobs.status === 'loading' && <p role="status">{t('invite.loading')}</p>}
          {openJobs.status === 'failed' && <ErrorBanner message={t('invite.failed')} />}
          {openJobs.status === 'ready' && openJobs.jobs.length === 0 && <p>{t('invite.noJobs')}</p>}
          {openJobs.status === 'ready' && openJobs.jobs.length > 0 && (
            <>
              <SelectField
                label={t('invite.job')}
                name="jobId"
                placeholder={t('invite.choose')}
                options={openJobs.jobs.map((job) => ({ value: job._id, label: job.title }))}
                value={jobId}
                error={noJobChosen ? t('invite.chooseError') : undefined}
                onChange={(event) => setJobId(event.target.value)}
              />
              <ErrorBanner message={error} />
              <Button type="submit" disabled={sending}>
                {sending ? t('invite.sending') : t('invite.send')}
              </Button>
            </>
          )}
        </form>
      )}
    </Modal>
  );
}
