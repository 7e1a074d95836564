import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { ConversationView, type ConversationHeader } from './conversation-view';

const validate = ({ text }: { text: string }): Record<string, string> =>
  text.trim() ? {} : { text: 'Please write a message.' };

/** Stands in for the contract's showMobile, which shared-ui does not import. */
const dashed = (stored: string) => `${stored.slice(0, 4)}-${stored.slice(4)}`;

const pending: ConversationHeader = {
  jobTitle: 'Logo for a dhaba',
  status: 'pending',
  otherParty: { role: 'company', name: 'Sabzi Mandi Tech', contact: null },
};

/** The thread once accepted: the freelancer's contact shows, the phone only if given. */
const accepted = (phone: string | null): ConversationHeader => ({
  ...pending,
  status: 'accepted',
  otherParty: {
    role: 'freelancer',
    name: 'Ayesha Khan',
    contact: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone },
  },
});

function renderView(conversation = pending, onSend = jest.fn().mockResolvedValue(null)) {
  renderWithTheme(
    <ConversationView
      conversation={conversation}
      messages={[
        { _id: 'm1', text: '<b>Salaam</b>', fromMe: false, createdAt: '2026-11-23T08:00:00.000Z' },
        { _id: 'm2', text: 'Walaikum salaam', fromMe: true, createdAt: '2026-11-23T08:01:00.000Z' },
      ]}
      hasOlder={false}
      onLoadOlder={jest.fn()}
      onSend={onSend}
      validate={validate}
      maxLength={2000}
      showPhone={dashed}
    />,
  );
  return onSend;
}

describe('ConversationView', () => {
  it('shows the messages as text, oldest first, and no contact before acceptance', () => {
    renderView();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '<b>Salaam</b>',
      'Walaikum salaam',
    ]);
    expect(screen.queryByLabelText('Contact details')).not.toBeInTheDocument();
  });

  it('shows name, a mailto link and the phone once accepted', () => {
    renderView(accepted('03001234567'));
    const contact = screen.getByLabelText('Contact details');
    expect(within(contact).getByRole('link', { name: 'ayesha@example.pk' })).toHaveAttribute(
      'href',
      'mailto:ayesha@example.pk',
    );
    expect(within(contact).getByRole('link', { name: '0300-1234567' })).toHaveAttribute(
      'href',
      'tel:03001234567',
    );
  });

  it('sends a message and clears the box; refuses an empty one; shows a failure', async () => {
    const onSend = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    const box = screen.getByLabelText('Your message');
    await userEvent.type(box, 'Can you start Monday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Can you start Monday?');
    expect(box).toHaveValue('');

    onSend.mockResolvedValueOnce('Too many messages. Please try again in 10 minutes.');
    await userEvent.type(box, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.');
    expect(box).toHaveValue('Again');
  });
});

describe('ConversationView in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('labels the thread and the composer in Urdu, with own messages marked آپ', () => {
    renderView(accepted(null));
    expect(screen.getByRole('region', { name: 'Ayesha Khan سے بات چیت' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'میسجز' })).getAllByRole('listitem');
    expect(items[1]?.querySelector('time')?.textContent).toMatch(/^آپ · 23 نومبر، 2026/);
    expect(items[0]?.querySelector('p')).toHaveAttribute('dir', 'auto');
    const contact = screen.getByLabelText('رابطے کی تفصیلات');
    expect(within(contact).getByText('نہیں دیا گیا')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'ayesha@example.pk' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(screen.getByLabelText('آپ کا میسج')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بھیجیں' })).toBeInTheDocument();
  });
});
