import styled from 'styled-components';
import { outlinePill } from '../components/button/button';
import { setLanguage, useT } from './i18n';

const Switch = styled.button`
  ${outlinePill}
  padding: 0.35rem 0.9rem;
`;

/**
 * Offers the other language, written in its own script (اردو, English), as people look for it;
 * its name says what it does in the language now shown.
 */
export function LanguageSwitch() {
  const { language } = useT('common');
  const next = language === 'ur' ? 'en' : 'ur';
  return (
    <Switch
      type="button"
      lang={next}
      aria-label={language === 'ur' ? 'انگریزی میں دیکھیں (English)' : 'Read in Urdu (اردو)'}
      onClick={() => void setLanguage(next)}
    >
      {next === 'ur' ? 'اردو' : 'English'}
    </Switch>
  );
}
