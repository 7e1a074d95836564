/**
 * Where focus goes when a dialog closes. WAI-ARIA's dialog pattern sends it back to the control
 * that opened the dialog, but that control cannot always take it: Apply Now has become a
 * disabled 'Already Applied', Accept is disabled while its decision is sent, a list was
 * re-read. Focus would then fall to the page body and a keyboard user would start again from
 * the top. Instead it goes to the heading of the card or section the opener sat in (the job's
 * title, the applicant's name), and failing that to the page's heading.
 */

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** Focuses a heading, or the control it holds (a disclosure card's title is a button). */
export function focusHeading(heading: HTMLElement) {
  const control = heading.querySelector<HTMLElement>(FOCUSABLE);
  if (control) {
    control.focus();
    return;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** The first heading of the closest card or section around the element, if still on the page. */
function headingAround(element: HTMLElement): HTMLElement | null {
  for (
    let region = element.closest<HTMLElement>('article, section, [role="region"]');
    region;
    region = region.parentElement?.closest<HTMLElement>('article, section, [role="region"]') ?? null
  ) {
    const heading = region.querySelector<HTMLElement>(HEADING);
    if (heading?.isConnected) return heading;
  }
  return null;
}

/** The page's own heading: the main landmark's h1, else the first h1. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

const focusIsLost = () =>
  !document.activeElement ||
  document.activeElement === document.body ||
  !document.activeElement.isConnected;

/** Gives focus back after a dialog closed, to its opener or the nearest sensible heading. */
export function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    if (document.activeElement === opener) return;
    const heading = headingAround(opener);
    if (heading) {
      focusHeading(heading);
      return;
    }
  }
  // The opener left the page (or there was none). Another dialog closing in the same update may
  // still give focus to its own opener (a confirmation inside a form's dialog), so this waits and
  // acts only if nobody did: into a dialog still open, else to the page's heading.
  window.setTimeout(() => {
    if (!focusIsLost()) return;
    const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
    const stillOpen = dialogs[dialogs.length - 1];
    if (stillOpen) stillOpen.focus();
    else {
      const heading = pageHeading();
      if (heading) focusHeading(heading);
    }
  }, 0);
}
