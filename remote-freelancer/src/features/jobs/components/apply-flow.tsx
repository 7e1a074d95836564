import { useState, type ReactNode } from 'react';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { ApplyModal } from './apply-modal';
import { SuccessDialog } from './success-dialog';

export interface ApplyFlow {
  /** Opens the application form for a job. */
  start: (job: JobDto) => void;
  /** The form, then its success dialog; render them once on the page. */
  dialogs: ReactNode;
}

/** Applying from any page of jobs: the apply modal, then its success dialog. */
export function useApplyFlow(
  freelancerId: string | undefined,
  markApplied: (jobId: string) => void,
): ApplyFlow {
  const [applying, setApplying] = useState<JobDto | null>(null);
  const [applied, setApplied] = useState<JobDto | null>(null);
  const dialogs = (
    <>
      {applying && (
        <ApplyModal
          job={applying}
          applicantId={freelancerId}
          onClose={() => setApplying(null)}
          onAlreadyApplied={markApplied}
          onApplied={(application) => {
            markApplied(application.job._id);
            setApplied(applying);
            setApplying(null);
          }}
        />
      )}
      {applied && <SuccessDialog job={applied} onClose={() => setApplied(null)} />}
    </>
  );
  return { start: setApplying, dialogs };
}
