import { Button } from '@kaamyaab/shared-ui';
import { Modal } from '@kaamyaab/shared-ui/forms';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../../i18n/freelancer-strings';

interface SuccessDialogProps {
  job: JobDto;
  onClose: () => void;
}

/** Shown after a successful application (the end of the apply flow). */
export function SuccessDialog({ job, onClose }: SuccessDialogProps) {
  const { t } = useFreelancerT();
  const company = job.company?.companyName || t('applied.theCompany');
  return (
    <Modal
      open
      title={t('applied.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('applied.ok')}</Button>}
    >
      <p>{t('applied.body', { title: job.title, company })}</p>
    </Modal>
  );
}
