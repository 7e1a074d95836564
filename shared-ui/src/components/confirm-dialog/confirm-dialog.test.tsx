import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(alternative?: { label: string; onChoose: () => void }) {
  const props = { onConfirm: jest.fn(), onCancel: jest.fn() };
  renderWithTheme(
    <ConfirmDialog
      open
      title="Reject Ayesha Khan?"
      confirmLabel="Yes, reject"
      danger
      alternative={alternative}
      {...props}
    >
      <p>She will be told. This cannot be undone.</p>
    </ConfirmDialog>,
  );
  return props;
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question and described by what follows', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Ayesha Khan?' });
    expect(dialog).toHaveAccessibleDescription('She will be told. This cannot be undone.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('puts focus on Cancel, so Enter on arrival changes nothing', async () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its button, and cancels on Escape', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers a third answer between the two', async () => {
    const onChoose = jest.fn();
    renderDialog({ label: 'Save draft', onChoose });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Cancel', 'Save draft', 'Yes, reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("offers 'منسوخ کریں' by default in Urdu, first and focused, and 'Cancel' in English", async () => {
    await act(() => setLanguage('ur'));
    const { onCancel } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'منسوخ کریں' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
