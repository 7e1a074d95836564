import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useUiT, FOCUSABLE, returnFocus } from '@kaamyaab/shared-ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.55);
`;

const Dialog = styled.div`
  width: min(34rem, 100%);
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 1.25rem 1rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Title = styled.h2`
  margin: 0;
  padding-top: 0.35rem;
  font-size: 1.35rem;
`;

// 44 px square: a finger-sized target on a phone (WCAG 2.5.5).
const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-block-start: -0.25rem;
  margin-inline-end: -0.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or the Close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a question that needs an answer; its text is the dialog's description. */
  role?: 'dialog' | 'alertdialog';
  /** The × in the corner; a question answered by its own buttons may leave it out. */
  closeButton?: boolean;
}

/**
 * An accessible dialog: focus moves in (to its first control, not the Close button), stays in
 * (Tab cycles), Escape, the backdrop and Close ask to close, and focus goes back to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  closeButton = true,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { t } = useUiT();

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    const active = document.activeElement as HTMLElement | null;
    // Under StrictMode the effect runs twice; the second time focus is already inside.
    if (!dialog?.contains(active)) openerRef.current = active;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = contentRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      const now = document.activeElement;
      // Left alone if something outside the dialog already took focus.
      const lost = !now || now === document.body || !now.isConnected || dialog?.contains(now);
      if (lost) returnFocus(openerRef.current);
    };
  }, [open]);

  // A dialog whose content changes under the focused control (a form replaced by its success
  // message and Done) would leave focus on the page body, where Tab and Escape no longer reach it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const observer = new MutationObserver(() => {
      const now = document.activeElement;
      if (now && now !== document.body && now.isConnected) return;
      (contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    });
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    // A dialog opened from this one is portalled elsewhere but bubbles here through React.
    if (!dialog || !dialog.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    // From the dialog itself (focused when it has no controls yet) Tab also stays inside.
    const atStart = active === first || active === dialog;
    const atEnd = active === last || active === dialog;
    if (event.shiftKey && atStart) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && atEnd) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Focus stays where it was, so a question asked before closing can give it back there.
        event.preventDefault();
        onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {closeButton && (
            <CloseButton
              type="button"
              aria-label={t('modal.close')}
              title={t('modal.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        <div ref={contentRef}>
          <div id={bodyId}>{children}</div>
          {footer ? <Footer>{footer}</Footer> : null}
        </div>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
