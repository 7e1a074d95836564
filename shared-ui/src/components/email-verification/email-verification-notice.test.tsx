import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { UnderReview } from '../under-review/under-review';
import { EmailVerificationNotice, PageUnderNotice } from './email-verification-notice';

describe('EmailVerificationNotice', () => {
  it('names the address, resends on request and says what the server answered', async () => {
    const onResend = jest
      .fn()
      .mockResolvedValue('We have sent you a new verification email. Please open the link in it.');
    renderWithTheme(<EmailVerificationNotice email="ayesha@example.pk" onResend={onResend} />);
    const region = screen.getByRole('region', { name: 'Verify your email' });
    expect(region).toHaveTextContent('open the link we sent to ayesha@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent you a new verification email. Please open the link in it.',
    );
  });

  it("sits on 'Hold Tight!' while the address is not verified", () => {
    renderWithTheme(
      <UnderReview
        exploreHref="/"
        onLogout={jest.fn()}
        emailVerification={{ email: 'hr@indus.pk', onResend: jest.fn() }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hold Tight!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email' })).toHaveTextContent(
      'hr@indus.pk',
    );
  });
});

describe('PageUnderNotice', () => {
  const page = <h2>Available Jobs</h2>;

  it('holds the page back until it is known whether the notice stands above it', () => {
    const { rerender } = renderWithTheme(
      <PageUnderNotice prompt={null} known={false}>
        {page}
      </PageUnderNotice>,
    );
    expect(screen.getByText('Available Jobs')).not.toBeVisible();
    rerender(
      <PageUnderNotice prompt={{ email: 'ayesha@example.pk', onResend: jest.fn() }} known>
        {page}
      </PageUnderNotice>,
    );
    expect(screen.getByRole('region', { name: 'Verify your email' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();
  });

  it('shows the page alone for a verified address', () => {
    renderWithTheme(
      <PageUnderNotice prompt={null} known>
        {page}
      </PageUnderNotice>,
    );
    expect(screen.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Verify your email' })).toBeNull();
  });
});

describe('EmailVerificationNotice in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('asks in Urdu, keeping the address one left-to-right run', () => {
    renderWithTheme(<EmailVerificationNotice email="ayesha@example.pk" onResend={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'اپنی ای میل کی تصدیق کریں' });
    expect(region).toHaveTextContent('ہم نے ayesha@example.pk پر جو لنک بھیجا ہے، اسے کھولیں۔');
    expect(screen.getByText('ayesha@example.pk')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تصدیقی ای میل دوبارہ بھیجیں' })).toBeVisible();
  });
});
