import { act, renderHook } from '@testing-library/react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

describe('usePrefersReducedMotion', () => {
  it('reads the media query and follows its changes', () => {
    const original = window.matchMedia;
    let listener: (() => void) | undefined;
    const list = {
      matches: true,
      addEventListener: (_: string, fn: () => void) => {
        listener = fn;
      },
      removeEventListener: jest.fn(),
    };
    window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    list.matches = false;
    act(() => listener?.());
    expect(result.current).toBe(false);
    unmount();
    expect(list.removeEventListener).toHaveBeenCalled();
    window.matchMedia = original;
  });
});
