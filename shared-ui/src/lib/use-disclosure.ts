import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Something a button opens in place (the avatar menu, the notifications panel): Escape closes it
 * and gives focus back to the button; a click outside or tabbing away closes it. Spread
 * `wrapperProps` on the element holding both the button (`trigger`) and what it opens.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const wrapperProps = {
    ref: wrapper,
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !wrapper.current?.contains(next)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    },
  };

  return { open, setOpen, trigger, wrapperProps };
}
