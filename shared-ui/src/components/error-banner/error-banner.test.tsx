import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it("reads exactly 'Error: <message>' in a red alert, and renders nothing without one", () => {
    const { container, rerender } = renderWithTheme(<ErrorBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorBanner message="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorBanner message="Login failed. Please try again later." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: Login failed. Please try again later.');
    expect(getComputedStyle(alert).color).toBe('rgb(180, 35, 24)');
  });

  it('scrolls into view and takes focus when nothing else holds it', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithTheme(<ErrorBanner message="Freelancer with this email already registered." />);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves focus in a field the person is typing in', () => {
    renderWithTheme(
      <>
        <input aria-label="Email" />
        <ErrorBanner message={null} />
      </>,
    );
    const field = screen.getByLabelText('Email');
    field.focus();
    renderWithTheme(<ErrorBanner message="Please Enter Both, Email and Password." />);
    expect(field).toHaveFocus();
  });
});

describe('ErrorBanner in Urdu', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("reads 'خرابی:' before the message, and 'Error:' again in English", async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<ErrorBanner message="سرور سے رابطہ نہیں ہو سکا۔" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^خرابی: سرور سے رابطہ نہیں ہو سکا۔$/);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: سرور سے رابطہ نہیں ہو سکا۔$/);
  });
});
