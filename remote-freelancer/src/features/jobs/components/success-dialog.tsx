import { Button, Modal } from '@kaamyaab/shared-ui';
import type { JobDto } from '@kaamyaab/shared-api/contract';

interface SuccessDialogProps {
  job: JobDto;
  onClose: () => void;
}

/** Shown after a successful application (spec section 4, apply flow). */
export function SuccessDialog({ job, onClose }: SuccessDialogProps) {
  const company = job.company?.companyName || 'the company';
  return (
    <Modal
      open
      title="Application Submitted"
      onClose={onClose}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>
        Your application for “{job.title}” has been sent to {company}. You will see its status once
        they decide.
      </p>
    </Modal>
  );
}
