import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSentence, useUiT } from '@kaamyaab/shared-ui';
import { bannerBox } from '../banner-box/banner-box';

const ErrorBox = styled.div`
  ${bannerBox('danger')}

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

/** A person typing keeps their place; otherwise (the submit button, or nothing) focus may move. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLButtonElement;
}

/**
 * Spec: errors show in a red banner reading 'Error: <message>'. Nothing renders without one.
 * On a long form the banner sits far above the submit button, so each new message scrolls into
 * view and takes focus (the button was disabled while submitting, which leaves focus nowhere).
 */
export function ErrorBanner({ message }: { message?: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const say = useSentence();
  const { t } = useUiT();
  useEffect(() => {
    if (!message || !box.current) return;
    box.current.scrollIntoView?.({ block: 'nearest' });
    if (focusIsFree()) box.current.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <ErrorBox ref={box} role="alert" tabIndex={-1}>
      <strong>{t('errorBanner.prefix')}</strong> {say(message)}
    </ErrorBox>
  );
}
