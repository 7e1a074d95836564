import { useState, type ReactNode } from 'react';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { ApplyModal, type ApplyDraft } from './apply-modal';
import { SuccessDialog } from './success-dialog';

export interface ApplyFlow {
  /** Opens the application form for a job. */
  start: (job: JobDto) => void;
  /** The form, then its success dialog; render them once on the page. */
  dialogs: ReactNode;
}

/**
 * Applying from any page of jobs: the apply modal, then its success dialog. A draft kept when
 * the form closes waits, per job, for the form to open again while this page lives.
 */
export function useApplyFlow(
  freelancerId: string | undefined,
  markApplied: (jobId: string) => void,
): ApplyFlow {
  const [applying, setApplying] = useState<JobDto | null>(null);
  const [applied, setApplied] = useState<JobDto | null>(null);
  const [drafts, setDrafts] = useState<Record<string, ApplyDraft>>({});
  const keepDraft = (jobId: string, draft: ApplyDraft | null) =>
    setDrafts(({ [jobId]: _old, ...others }) => (draft ? { ...others, [jobId]: draft } : others));

  const dialogs = (
    <>
      {applying && (
        <ApplyModal
          key={applying._id}
          job={applying}
          applicantId={freelancerId}
          draft={drafts[applying._id]}
          onClose={(kept) => {
            keepDraft(applying._id, kept);
            setApplying(null);
          }}
          onAlreadyApplied={markApplied}
          onApplied={(application) => {
            keepDraft(applying._id, null);
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
