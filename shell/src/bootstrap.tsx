import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addressLanguage, readLanguage, saveLanguage } from '@kaamyaab/shared-api';
import { i18n, setLanguage, translateSentencesWith } from '@kaamyaab/shared-ui';
import { App } from './app/app';
import { preloadPagesOf } from './federation/remote-page';
import { registerWorkerAfterLoad } from './offline/register-worker';

// The contract's sentences (validation, the API's errors) are shown in the reader's language;
// their Urdu is fetched only when Urdu is shown.
translateSentencesWith(
  async () =>
    (await import(/* webpackChunkName: "urdu-contract" */ '@kaamyaab/shared-api/translations'))
      .translateSentence,
);

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // As a transition, React renders the first page in slices of a few milliseconds, so a slow
  // phone stays free to answer a tap instead of running one long task (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// An address that names a language (`?lang=ur`, where search engines send Urdu readers) is a
// choice of language, as the switch is: kept, so the pages after it and the API's answers
// follow it, as the server's HTML for that address already did.
const named = addressLanguage(window.location.search);
if (named) saveLanguage(named);

// The first paint is in the reader's language (at once for English; after the Urdu words arrive
// for Urdu, so no English flashes by), with the address's pages already loaded (their files are
// preloaded with the HTML, whose 'Loading...' shows meanwhile), and every later choice is kept.
void setLanguage(readLanguage())
  .finally(() => preloadPagesOf(window.location.pathname))
  .finally(() => {
    i18n.on('languageChanged', saveLanguage);
    render();
  });

registerWorkerAfterLoad();
