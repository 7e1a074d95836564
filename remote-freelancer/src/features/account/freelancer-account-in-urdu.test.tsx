import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import { FreelancerLoginForm } from './freelancer-login-form';
import { FreelancerSignupForm } from './freelancer-signup-form';

const renderForm = (ui: ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );

describe("the freelancer's sign-up and login in Urdu", () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
  });

  it('asks for every sign-up field in Urdu, the Latin numbers left to right', () => {
    renderForm(<FreelancerSignupForm headingLevel={1} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'فری لانسر کے طور پر سائن اَپ کریں' }),
    ).toBeInTheDocument();
    for (const label of ['پورا نام', 'ای میل', 'پاس ورڈ', 'فون نمبر', 'اسکلز', 'تعارف'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('شناختی کارڈ (CNIC) نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('بینک اکاؤنٹ نمبر')).toHaveAttribute('dir', 'ltr');
    expect(
      screen.getByRole('group', { name: 'کیا آپ اس وقت کہیں جاب کر رہے ہیں؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'جی ہاں' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'مجھے تسلیم ہے کہ دی گئی تمام معلومات درست ہیں' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سائن اَپ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لاگ اِن کریں' })).toBeInTheDocument();
  });

  it('titles the login in Urdu', () => {
    renderForm(<FreelancerLoginForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'لاگ اِن' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سائن اَپ کریں' })).toBeInTheDocument();
  });
});
