import { useState } from 'react';
import styled from 'styled-components';
import { CardError } from '@kaamyaab/shared-ui/dashboard';
import { logger, Button, useSentence } from '@kaamyaab/shared-ui';
import { describeError, jobsApi, jobStatusErrors } from '@kaamyaab/shared-api/client';
import type { JobStatusChange, PostedJobDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 0.25rem;
`;

interface JobControlsProps {
  job: PostedJobDto;
  editing: boolean;
  /** Opens the edit form, or closes it without saving. */
  onEdit: () => void;
  onChanged: (job: PostedJobDto) => void;
}

/** Edit, Close and Reopen for a posted job; a refused change says why. */
export function JobControls({ job, editing, onEdit, onChanged }: JobControlsProps) {
  const { t } = useCompanyT();
  const say = useSentence();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (status: JobStatusChange) => {
    setBusy(true);
    setFailure(null);
    jobsApi
      .changeJobStatus(job._id, status)
      .then(onChanged)
      .catch((error: unknown) => {
        logger.error('Error changing the job state', error);
        setFailure(describeError(error, jobStatusErrors));
      })
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Bar role="group" aria-label={t('card.manage', { title: job.title })}>
        <Button $size="sm" $variant="secondary" onClick={onEdit}>
          {editing ? t('card.cancelEdit') : t('card.edit')}
        </Button>
        {job.status === 'closed' ? (
          <Button $size="sm" disabled={busy} onClick={() => change('open')}>
            {t('card.reopen')}
          </Button>
        ) : (
          <Button $size="sm" $variant="danger" disabled={busy} onClick={() => change('closed')}>
            {t('card.close')}
          </Button>
        )}
      </Bar>
      {failure && <CardError role="alert">{say(failure)}</CardError>}
    </>
  );
}
