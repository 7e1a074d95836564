import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@kaamyaab/shared-api/router';
import { focusHeading, pageHeading } from '@kaamyaab/shared-ui';

/** How long a lazily loaded page may take to show its heading before we stop waiting for it. */
const HEADING_WAIT_MS = 5000;

/** Focuses the page's heading now, or once the page (often a remote still loading) shows it. */
function focusHeadingWhenShown(): () => void {
  const now = pageHeading();
  if (now) {
    focusHeading(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * A new page starts at its top, with focus on its heading, as a page load would: a screen reader
 * hears where it arrived and Tab continues from there. Back and forward are left to the
 * browser's own scroll restoration, and a change of the query alone (a search, a chosen role)
 * keeps the page where it is.
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    if (navigationType === 'POP' || hash) return undefined;
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
    // Only a new path is a new page; the navigation type belongs to that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
