import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from '../components/submit-button/submit-button';
import { TextField } from '../components/text-field/text-field';
import { WaitingForNetwork } from '../components/waiting-for-network/waiting-for-network';
import { renderWithTheme } from '../test-utils';
import { DraftOwner, draftKey, readDraft } from './use-draft';
import { useForm, type FieldErrors } from './use-form';

const empty = { note: '', proof: null as File | null, urgent: false };
type Values = typeof empty;
const validate = (values: Values): FieldErrors =>
  values.note.trim() ? {} : { note: 'Write a note' };

function NoteForm({ onValid, draft = 'note' }: { onValid: (v: Values) => void; draft?: string }) {
  const form = useForm({ initialValues: empty, validate, draft });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <WaitingForNetwork waiting={form.waiting} />
      <TextField label="Note" {...form.bind('note')} />
      <SubmitButton submitting={form.submitting}>Send</SubmitButton>
      <button type="button" onClick={form.reset}>
        Start over
      </button>
    </form>
  );
}

function renderAs(account: string | null, onValid: (values: Values) => void = jest.fn()) {
  return renderWithTheme(
    <DraftOwner account={account}>
      <NoteForm onValid={onValid} />
    </DraftOwner>,
  );
}

const keyOf = (account: string) => draftKey(account, window.location.pathname, 'note');
let online: jest.SpyInstance<boolean, []>;

beforeEach(() => {
  window.localStorage.clear();
  online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => online.mockRestore());

describe('drafts kept through useForm', () => {
  it("keeps what is typed under the account, the page and the form's name, and restores it", async () => {
    const first = renderAs('freelancer-1');
    await userEvent.type(screen.getByLabelText('Note'), 'Half a proposal');
    expect(JSON.parse(window.localStorage.getItem(keyOf('freelancer-1')) ?? '{}')).toEqual({
      note: 'Half a proposal',
      urgent: false,
    });
    first.unmount();
    renderAs('freelancer-1');
    expect(screen.getByLabelText('Note')).toHaveValue('Half a proposal');
  });

  it('never shows one account the draft of another, and keeps nothing without an account', async () => {
    const first = renderAs('freelancer-1');
    await userEvent.type(screen.getByLabelText('Note'), 'Mine');
    first.unmount();
    const other = renderAs('freelancer-2');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    other.unmount();
    renderAs(null);
    await userEvent.type(screen.getByLabelText('Note'), 'Signed out');
    expect(Object.keys(window.localStorage)).toEqual([keyOf('freelancer-1')]);
  });

  it('drops the draft when the form is back to nothing written', async () => {
    renderAs('company-1');
    await userEvent.type(screen.getByLabelText('Note'), 'A job');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(window.localStorage.getItem(keyOf('company-1'))).toBeNull();
  });

  it('restores only the fields the form has, each of its own type', () => {
    const key = keyOf('company-1');
    window.localStorage.setItem(key, JSON.stringify({ note: 7, urgent: true, extra: 'x' }));
    expect(readDraft(key, empty)).toEqual({ ...empty, urgent: true });
    window.localStorage.setItem(key, '{not json');
    expect(readDraft(key, empty)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify(['note']));
    expect(readDraft(key, empty)).toBeNull();
  });

  it('sends a form submitted offline once, when the connection returns, and says it waits', async () => {
    const onValid = jest.fn();
    renderAs('freelancer-1', onValid);
    await userEvent.type(screen.getByLabelText('Note'), 'Sent later');
    online.mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ note: 'Sent later' }));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the form is gone before the connection returns', async () => {
    const onValid = jest.fn();
    const view = renderAs('freelancer-1', onValid);
    await userEvent.type(screen.getByLabelText('Note'), 'Left behind');
    online.mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    view.unmount();
    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onValid).not.toHaveBeenCalled();
    // What was typed is still there for the next visit.
    expect(window.localStorage.getItem(keyOf('freelancer-1'))).toContain('Left behind');
  });

  it('submits offline at once outside a dashboard, as forms without a draft always did', async () => {
    const onValid = jest.fn();
    renderAs(null, onValid);
    await userEvent.type(screen.getByLabelText('Note'), 'Contact us');
    online.mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
