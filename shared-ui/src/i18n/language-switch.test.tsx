import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { addTranslations, i18n, languageReady, setLanguage, useT } from './i18n';
import { LanguageSwitch } from './language-switch';
import { missingTranslations } from './parity';

addTranslations('switch-test', { en: { hello: 'Welcome' }, ur: { hello: 'خوش آمدید' } });

function Greeting() {
  const { t } = useT('switch-test');
  return <p>{t('hello')}</p>;
}

describe('LanguageSwitch', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('turns the page to Urdu, right to left, and back, offering the other language in its own script', async () => {
    const saved: string[] = [];
    const keep = (language: string) => saved.push(language);
    i18n.on('languageChanged', keep);
    renderWithTheme(
      <>
        <LanguageSwitch />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    const toUrdu = screen.getByRole('button', { name: 'Read in Urdu (اردو)' });
    expect(toUrdu).toHaveAttribute('lang', 'ur');
    await userEvent.click(toUrdu);
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('خوش آمدید')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'انگریزی میں دیکھیں (English)' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(saved).toEqual(['ur', 'en']);
    i18n.off('languageChanged', keep);
  });
});

describe('Urdu fetched when first shown', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("asks for a namespace's Urdu only when Urdu is chosen, once, and shows it", async () => {
    const load = jest.fn(() => Promise.resolve({ hello: 'السلام علیکم' }));
    addTranslations('lazy-test', { en: { hello: 'Hello' }, ur: load });
    function Hello() {
      const { t } = useT('lazy-test');
      return <p>{t('hello')}</p>;
    }
    renderWithTheme(<Hello />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(() => setLanguage('ur'));
    expect(screen.getByText('السلام علیکم')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    await act(() => setLanguage('ur'));
    await expect(languageReady()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('missingTranslations', () => {
  it('names the keys either language lacks, nested ones included', () => {
    expect(
      missingTranslations(
        { a: 'A', nested: { b: 'B', c: 'C' } },
        { a: 'ا', nested: { b: 'ب' }, extra: 'ز' },
      ),
    ).toEqual({ notInUrdu: ['nested.c'], notInEnglish: ['extra'] });
  });
});
