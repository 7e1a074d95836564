import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SelectField } from '@kaamyaab/shared-ui/forms';
import { LoadMoreButton } from '@kaamyaab/shared-ui/listings';
import {
  applicationStatuses,
  type ApplicationDto,
  type ApplicationStatus,
} from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';
import { useJobApplications } from '../hooks/use-job-applications';
import { ApplicationItem } from './application-item';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0 1rem;
  margin-top: 1.25rem;

  & > div {
    margin-bottom: 0.5rem;
    min-width: 12rem;
  }
`;

const Heading = styled.h3`
  font-size: 1rem;
  margin: 0 0 0.5rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const statusKey = {
  pending: 'applications.pending',
  accepted: 'applications.accepted',
  rejected: 'applications.rejected',
  withdrawn: 'applications.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

/** The list's empty sentence, one per filter (so each language can phrase it whole). */
const noneKey = {
  pending: 'applications.nonePending',
  accepted: 'applications.noneAccepted',
  rejected: 'applications.noneRejected',
  withdrawn: 'applications.noneWithdrawn',
} as const satisfies Record<ApplicationStatus, string>;

interface ApplicationsListProps {
  jobId: string;
  status: ApplicationStatus | undefined;
  canAccept: boolean;
  acceptFills: boolean;
  onDecided: (application: ApplicationDto) => void;
}

function ApplicationsList({
  jobId,
  status,
  canAccept,
  acceptFills,
  onDecided,
}: ApplicationsListProps) {
  const { t } = useCompanyT();
  const applications = useJobApplications(jobId, status, onDecided);
  const { deciding, decisionError, decide } = applications;
  if (applications.status === 'loading')
    return <Note role="status">{t('applications.loading')}</Note>;
  if (applications.status === 'failed') return <Note role="alert">{t('applications.failed')}</Note>;
  if (applications.items.length === 0)
    return <Note>{t(status ? noneKey[status] : 'applications.none')}</Note>;
  return (
    <>
      <List>
        {applications.items.map((application) => (
          <li key={application._id}>
            <ApplicationItem
              application={application}
              busy={deciding === application._id}
              canAccept={canAccept}
              acceptFills={acceptFills}
              error={decisionError?.id === application._id ? decisionError.message : undefined}
              onDecide={decide}
            />
          </li>
        ))}
      </List>
      {applications.hasMore && (
        <LoadMoreButton onClick={applications.loadMore} loading={applications.loadingMore}>
          {t('applications.loadMore')}
        </LoadMoreButton>
      )}
    </>
  );
}

interface ApplicationsPanelProps {
  jobId: string;
  open: boolean;
  /** Only an open job takes another freelancer; a filled or closed one can still reject. */
  canAccept: boolean;
  /** One more acceptance takes the job's last place. */
  acceptFills: boolean;
  onDecided: (application: ApplicationDto) => void;
}

/** A posted job's applications, loaded when its card first opens, filterable by status. */
export function ApplicationsPanel({
  jobId,
  open,
  canAccept,
  acceptFills,
  onDecided,
}: ApplicationsPanelProps) {
  const { t } = useCompanyT();
  const [opened, setOpened] = useState(open);
  const [status, setStatus] = useState<ApplicationStatus | undefined>(undefined);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  return (
    <div>
      <Header>
        <Heading>{t('applications.heading')}</Heading>
        <SelectField
          label={t('applications.show')}
          name={`applications-status-${jobId}`}
          placeholder={t('applications.all')}
          options={applicationStatuses.map((choice) => ({
            value: choice,
            label: t(statusKey[choice]),
          }))}
          value={status ?? ''}
          onChange={(event) =>
            setStatus((event.target.value || undefined) as ApplicationStatus | undefined)
          }
        />
      </Header>
      {opened && (
        <ApplicationsList
          jobId={jobId}
          status={status}
          canAccept={canAccept}
          acceptFills={acceptFills}
          onDecided={onDecided}
        />
      )}
    </div>
  );
}
