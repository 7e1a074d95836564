import type { ReactNode } from 'react';
import { useUiT, Button } from '@kaamyaab/shared-ui';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming who and what: 'Accept Ayesha Khan?'. */
  title: string;
  /** What follows the answer; read out with the title. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button in the danger colour, for what cannot be taken back. */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop: nothing happens. */
  onCancel: () => void;
  /** A third answer between the two (e.g. keep a draft rather than discard it). */
  alternative?: { label: string; onChoose: () => void };
}

/**
 * An in-page confirmation (role alertdialog) instead of window.confirm: styled like the rest,
 * read out in full, and Cancel comes first and takes focus, so Enter on arrival changes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
  alternative,
}: ConfirmDialogProps) {
  const { t } = useUiT();
  return (
    <Modal
      open={open}
      role="alertdialog"
      closeButton={false}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          {alternative && (
            <Button variant="secondary" onClick={alternative.onChoose}>
              {alternative.label}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
