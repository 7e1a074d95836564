import styled from 'styled-components';
import type { ApplicationDto } from '@kaamyaab/shared-api/contract';
import { useJobApplications } from '../hooks/use-job-applications';
import { ApplicationItem } from './application-item';

const Heading = styled.h3`
  font-size: 1rem;
  margin: 1.25rem 0 0.5rem;
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

interface ApplicationsPanelProps {
  jobId: string;
  open: boolean;
  /** Only an open job takes another freelancer; a filled or closed one can still reject. */
  canAccept: boolean;
  onDecided: (application: ApplicationDto) => void;
}

/** A posted job's applications, loaded when its card first opens. */
export function ApplicationsPanel({ jobId, open, canAccept, onDecided }: ApplicationsPanelProps) {
  const { status, applications, deciding, decisionError, decide } = useJobApplications(
    jobId,
    open,
    onDecided,
  );
  return (
    <div>
      <Heading>Applications</Heading>
      {status === 'loading' && <Note role="status">Loading applications...</Note>}
      {status === 'failed' && (
        <Note role="alert">Applications could not be loaded. Please try again later.</Note>
      )}
      {status === 'ready' && applications.length === 0 && (
        <Note>No applications found for this job.</Note>
      )}
      {status === 'ready' && applications.length > 0 && (
        <List>
          {applications.map((application) => (
            <li key={application._id}>
              <ApplicationItem
                application={application}
                busy={deciding === application._id}
                canAccept={canAccept}
                error={decisionError?.id === application._id ? decisionError.message : undefined}
                onDecide={decide}
              />
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
