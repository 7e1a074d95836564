import { Button } from '@kaamyaab/shared-ui';
import { useFreelancerT } from '../../../i18n/freelancer-strings';

interface ApplyButtonProps {
  /** Undefined until the freelancer's applications are known: Apply Now waits for them. */
  applied: boolean | undefined;
  onApply: () => void;
}

/** Apply Now, or 'Already Applied' (disabled) once this freelancer has applied. */
export function ApplyButton({ applied, onApply }: ApplyButtonProps) {
  const { t } = useFreelancerT();
  return (
    <Button disabled={applied !== false} onClick={onApply}>
      {applied ? t('jobs.alreadyApplied') : t('jobs.applyNow')}
    </Button>
  );
}
