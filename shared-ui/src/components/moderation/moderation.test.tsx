import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n/i18n';
import { renderWithTheme } from '../../test-utils';
import { ReportButton } from './report-button';
import { StandingNotice, type StandingView } from './standing-notice';

const standing: StandingView = {
  reason: 'offPlatformPayment',
  text: 'You asked clients to pay you outside Kaamyaab.',
  deactivatedAt: '2026-11-20T10:00:00.000Z',
  appeal: null,
};

describe('the report button', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('asks a reason and what happened, sends them, and thanks the reporter', async () => {
    const onSend = jest.fn().mockResolvedValue(null);
    renderWithTheme(<ReportButton what="this job" onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report this job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Why are you reporting it/ }),
      'scam',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /What happened/ }), 'Fee first');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSend).toHaveBeenCalledWith('scam', 'Fee first');
    expect(screen.getByRole('status')).toHaveTextContent(/Thank you/);
  });

  it('shows a refusal as the server words it, and keeps the form', async () => {
    renderWithTheme(
      <ReportButton what="this job" onSend={() => Promise.resolve('Already reported.')} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report this job' }));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'spam');
    await userEvent.type(screen.getByRole('textbox'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Already reported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeInTheDocument();
  });
});

describe('the deactivated account’s banner', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('says why, in Urdu too, and takes one appeal: the form is gone once sent', async () => {
    const sent: StandingView = {
      ...standing,
      appeal: {
        text: 'They were my cousins.',
        status: 'pending',
        reply: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        decidedAt: null,
      },
    };
    const onAppeal = jest.fn().mockResolvedValue(null);
    const { rerender } = renderWithTheme(
      <StandingNotice standing={standing} onAppeal={onAppeal} />,
    );
    expect(screen.getByText('Reason: Taking payments outside Kaamyaab')).toBeInTheDocument();
    expect(screen.getByText(standing.text)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your appeal' }), 'My cousins.');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(onAppeal).toHaveBeenCalledWith('My cousins.');

    rerender(<StandingNotice standing={sent} onAppeal={onAppeal} />);
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/Your appeal was sent/);

    await act(() => setLanguage('ur'));
    expect(await screen.findByText('وجہ: کامیاب سے باہر ادائیگیاں لینا')).toBeInTheDocument();
  });
});
