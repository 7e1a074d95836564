import { Button } from '@kaamyaab/shared-ui';

interface ApplyButtonProps {
  /** Undefined until the freelancer's applications are known: Apply Now waits for them. */
  applied: boolean | undefined;
  onApply: () => void;
}

/** Apply Now, or 'Already Applied' (disabled) once this freelancer has applied. */
export function ApplyButton({ applied, onApply }: ApplyButtonProps) {
  return (
    <Button disabled={applied !== false} onClick={onApply}>
      {applied ? 'Already Applied' : 'Apply Now'}
    </Button>
  );
}
