import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { contactApi } from '@kaamyaab/shared-api/client';
import type { ContactMessageDto } from '@kaamyaab/shared-api/contract';
import { theme } from '@kaamyaab/shared-ui';
import { ContactInbox } from './contact-inbox';
import { inUrdu } from '../../test/in-urdu';

const message = (n: number, read = false): ContactMessageDto => ({
  _id: `m${n}`,
  email: `asker${n}@example.pk`,
  phone: '03001234567',
  subject: `Fee & receipts ${n}`,
  message: `How do I pay? ${n}`,
  read,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('ContactInbox', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists messages with a reply link, marks one read, and loads the next page', async () => {
    const inbox = jest
      .spyOn(contactApi, 'inbox')
      .mockResolvedValueOnce({
        messages: [message(2), message(1, true)],
        unread: 1,
        nextCursor: 'c1',
      })
      .mockResolvedValueOnce({ messages: [message(0)], unread: 1, nextCursor: null });
    jest.spyOn(contactApi, 'mark').mockResolvedValue(message(2, true));
    render(
      <ThemeProvider theme={theme}>
        <ContactInbox />
      </ThemeProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(screen.getByText('1 unread message')).toBeVisible();
    const [newest] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:asker2%40example.pk?subject=Re%3A%20Fee%20%26%20receipts%202',
    );
    await userEvent.click(within(newest!).getByRole('button', { name: 'Mark as read' }));
    expect(contactApi.mark).toHaveBeenCalledWith('m2', true);
    expect(await screen.findByText('0 unread messages')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(inbox).toHaveBeenLastCalledWith('c1');
    expect(await within(list).findByText('Fee & receipts 0')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('ContactInbox in Urdu', () => {
  inUrdu();

  it('shows the inbox in Urdu, the sender left to right', async () => {
    jest
      .spyOn(contactApi, 'inbox')
      .mockResolvedValue({ messages: [message(2), message(1, true)], unread: 1, nextCursor: 'c1' });
    render(
      <ThemeProvider theme={theme}>
        <ContactInbox />
      </ThemeProvider>,
    );
    const list = await screen.findByRole('list', { name: 'رابطے کے پیغامات' });
    expect(screen.getByRole('heading', { level: 1, name: 'رابطے کے پیغامات' })).toBeVisible();
    expect(screen.getByText('ان پڑھا پیغام: 1')).toBeVisible();
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(
      within(newest!).getByRole('heading', { name: 'ان پڑھا: Fee & receipts 2' }),
    ).toBeVisible();
    expect(within(newest!).getByRole('link', { name: 'ای میل سے جواب دیں' })).toBeVisible();
    expect(within(newest!).getByRole('button', { name: 'پڑھا ہوا نشان لگائیں' })).toBeVisible();
    expect(within(older!).getByRole('button', { name: 'ان پڑھا نشان لگائیں' })).toBeVisible();
    expect(within(newest!).getByText('asker2@example.pk').tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: 'مزید پیغامات دیکھیں' })).toBeVisible();
  });
});
