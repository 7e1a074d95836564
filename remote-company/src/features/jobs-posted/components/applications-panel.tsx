import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadMoreButton, SelectField } from '@kaamyaab/shared-ui';
import {
  applicationStatuses,
  type ApplicationDto,
  type ApplicationStatus,
} from '@kaamyaab/shared-api/contract';
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

const statusChoices = applicationStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

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
  const applications = useJobApplications(jobId, status, onDecided);
  const { deciding, decisionError, decide } = applications;
  if (applications.status === 'loading') return <Note role="status">Loading applications...</Note>;
  if (applications.status === 'failed')
    return <Note role="alert">Applications could not be loaded. Please try again later.</Note>;
  if (applications.items.length === 0)
    return (
      <Note>
        {status ? `No ${status} applications for this job.` : 'No applications found for this job.'}
      </Note>
    );
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
          Load more applications
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
  const [opened, setOpened] = useState(open);
  const [status, setStatus] = useState<ApplicationStatus | undefined>(undefined);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  return (
    <div>
      <Header>
        <Heading>Applications</Heading>
        <SelectField
          label="Show"
          name={`applications-status-${jobId}`}
          placeholder="All applications"
          options={statusChoices}
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
