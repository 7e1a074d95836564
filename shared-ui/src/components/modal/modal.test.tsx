import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Apply"
        footer={<button type="button">Submit</button>}
      >
        <input aria-label="Cover letter" />
      </Modal>
    </>
  );
}

async function openModal() {
  const opener = screen.getByRole('button', { name: 'Apply Now' });
  await userEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a labelled modal dialog in a portal that locks the page scroll', async () => {
    const { container } = renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Apply' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Apply' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('moves focus in, traps Tab and Shift+Tab, closes on Escape and gives focus back', async () => {
    renderWithTheme(<Harness />);
    const opener = await openModal();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await openModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the dialog itself when it holds nothing focusable', () => {
    renderWithTheme(
      <Modal open onClose={() => undefined} title="Applied">
        <p>Your application was sent.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Applied' })).toHaveFocus();
  });
});
