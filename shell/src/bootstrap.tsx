import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readLanguage, saveLanguage } from '@kaamyaab/shared-api';
import { translateSentence } from '@kaamyaab/shared-api/contract';
import { i18n, setLanguage, translateSentencesWith } from '@kaamyaab/shared-ui';
import { App } from './app/app';

// The reader's language before the first paint, and every later choice kept (issue 16). The
// contract's sentences (validation, the API's errors) are translated where they are shown.
translateSentencesWith(translateSentence);
void setLanguage(readLanguage());
i18n.on('languageChanged', saveLanguage);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
