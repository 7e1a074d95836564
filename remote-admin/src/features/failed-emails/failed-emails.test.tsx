import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { failedEmailsApi } from '@kaamyaab/shared-api/client';
import { anAxiosError } from '@kaamyaab/shared-api/testing';
import type { FailedEmailDto } from '@kaamyaab/shared-api/contract';
import { formatDateTime, theme } from '@kaamyaab/shared-ui';
import { FailedEmails } from './failed-emails';
import { inUrdu } from '../../test/in-urdu';

const email = (n: number): FailedEmailDto => ({
  _id: `e${n}`,
  to: `ay****.***${n}@gmial.com`,
  kind: 'applicationAccepted',
  subject: `Your application to Shop <setup> ${n} was accepted.`,
  lastError: 'Message failed: 550 Mailbox unavailable',
  attempts: 1,
  failedAt: '2026-11-20T10:05:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const notFound = () =>
  anAxiosError(404, { statusCode: 404, code: 'failedEmailNotFound', message: 'gone', errors: [] });

const renderSection = () =>
  render(
    <ThemeProvider theme={theme}>
      <FailedEmails />
    </ThemeProvider>,
  );

describe('FailedEmails', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each email given up on, and sends one again', async () => {
    jest
      .spyOn(failedEmailsApi, 'list')
      .mockResolvedValueOnce({ emails: [email(2), email(1)], total: 3, nextCursor: 'c1' })
      .mockResolvedValueOnce({ emails: [email(0)], total: 3, nextCursor: null });
    const retry = jest.spyOn(failedEmailsApi, 'retry').mockResolvedValue();
    renderSection();
    const section = screen.getByRole('region', { name: 'Emails not delivered' });
    const list = await within(section).findByRole('list', { name: 'Emails not delivered' });
    expect(within(section).getByText('3 emails not delivered')).toBeVisible();
    const [newest] = within(list).getAllByRole('listitem');
    const item = within(newest!);
    expect(
      item.getByRole('heading', { name: 'Your application to Shop <setup> 2 was accepted.' }),
    ).toBeVisible();
    const details: [string, string][] = [
      ['To', 'ay****.***2@gmial.com'],
      ['Kind', 'applicationAccepted'],
      ['Tries', '1'],
      ['Given up', formatDateTime('2026-11-20T10:05:00.000Z', 'en')],
      ["The mail server's last answer", 'Message failed: 550 Mailbox unavailable'],
    ];
    for (const [label, value] of details)
      expect(item.getByText(label).nextElementSibling).toHaveTextContent(value);

    await userEvent.click(
      item.getByRole('button', {
        name: 'Send again: Your application to Shop <setup> 2 was accepted.',
      }),
    );
    expect(retry).toHaveBeenCalledWith('e2');
    expect(
      await screen.findByText(
        '“Your application to Shop <setup> 2 was accepted.” is back in the queue and will be sent shortly.',
      ),
    ).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('2 emails not delivered')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more emails' }));
    expect(failedEmailsApi.list).toHaveBeenLastCalledWith('c1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes an email another admin put back first off the list, saying so', async () => {
    jest
      .spyOn(failedEmailsApi, 'list')
      .mockResolvedValue({ emails: [email(1)], total: 1, nextCursor: null });
    jest.spyOn(failedEmailsApi, 'retry').mockRejectedValue(notFound());
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Send again/ }));
    expect(
      await screen.findByText(
        '“Your application to Shop <setup> 1 was accepted.” was already put back in the queue.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Every email was delivered.')).toBeVisible();
  });

  it('keeps an email whose sending again failed, and says so', async () => {
    jest
      .spyOn(failedEmailsApi, 'list')
      .mockResolvedValue({ emails: [email(1)], total: 1, nextCursor: null });
    jest.spyOn(failedEmailsApi, 'retry').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Send again/ }));
    expect(
      await screen.findByText('The email could not be put back in the queue. Please try again.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when every email was delivered, and when the list cannot be read', async () => {
    jest
      .spyOn(failedEmailsApi, 'list')
      .mockResolvedValue({ emails: [], total: 0, nextCursor: null });
    const { unmount } = renderSection();
    expect(await screen.findByText('Every email was delivered.')).toBeVisible();
    unmount();
    jest.spyOn(failedEmailsApi, 'list').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection();
    expect(
      await screen.findByText('The emails not delivered could not be loaded. Please try again.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});

describe('FailedEmails in Urdu', () => {
  inUrdu();

  it('names the section, the details and the action in Urdu; addresses stay left to right', async () => {
    jest
      .spyOn(failedEmailsApi, 'list')
      .mockResolvedValue({ emails: [email(1)], total: 1200, nextCursor: null });
    renderSection();
    const section = screen.getByRole('region', { name: 'نہ پہنچنے والی ای میلز' });
    const list = await within(section).findByRole('list', { name: 'نہ پہنچنے والی ای میلز' });
    expect(within(section).getByText('نہ پہنچنے والی ای میلز: 1,200')).toBeVisible();
    const item = within(within(list).getByRole('listitem'));
    expect(item.getByText('بنام').nextElementSibling?.firstElementChild?.tagName).toBe('BDI');
    expect(item.getByText('کوششیں').nextElementSibling).toHaveTextContent('1');
    expect(
      item.getByRole('button', {
        name: 'دوبارہ بھیجیں: Your application to Shop <setup> 1 was accepted.',
      }),
    ).toBeVisible();
  });
});
