import Cookies from 'js-cookie';
import { addressLanguage, readLanguage, saveLanguage } from './language';

describe('the language choice', () => {
  afterEach(() => {
    localStorage.clear();
    Cookies.remove('lang', { path: '/' });
  });

  it('is English until Urdu is chosen, then kept in the entry and the cookie', () => {
    expect(readLanguage()).toBe('en');
    saveLanguage('ur');
    expect(readLanguage()).toBe('ur');
    expect(Cookies.get('lang')).toBe('ur');
    localStorage.clear();
    expect(readLanguage()).toBe('ur');
  });

  it('ignores what is not a language', () => {
    saveLanguage('fr');
    expect(readLanguage()).toBe('en');
  });

  it('reads the language an address names, and nothing else there', () => {
    expect(addressLanguage('?lang=ur')).toBe('ur');
    expect(addressLanguage('?q=react&lang=en')).toBe('en');
    expect(addressLanguage('?lang=fr')).toBeUndefined();
    expect(addressLanguage('?language=ur')).toBeUndefined();
    expect(addressLanguage('')).toBeUndefined();
  });
});
