import { StrictMode, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
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

/** A job card whose Apply Now turns into a disabled 'Already Applied' when the dialog is done. */
function CardHarness() {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(false);
  return (
    <main>
      <h1>Available Jobs</h1>
      <article>
        <h2>
          <button type="button">Looking for a React developer</button>
        </h2>
        <button type="button" disabled={applied} onClick={() => setOpen(true)}>
          {applied ? 'Already Applied' : 'Apply Now'}
        </button>
      </article>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Apply"
        footer={
          <button
            type="button"
            onClick={() => {
              setApplied(true);
              setOpen(false);
            }}
          >
            Submit
          </button>
        }
      >
        <p>Tell them about yourself.</p>
      </Modal>
    </main>
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

  it('moves focus to its first control, traps Tab and Shift+Tab, closes on Escape and gives focus back', async () => {
    renderWithTheme(<Harness />);
    const opener = await openModal();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener under StrictMode, whose effects run twice', async () => {
    renderWithTheme(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const opener = await openModal();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('has a visible Close button that asks to close and gives focus back', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toBeVisible();
    expect(close).toHaveTextContent('×');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
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
    // The backdrop takes no focus: a question asked before closing gives it back inside.
    expect(fireEvent.mouseDown(dialog.parentElement as HTMLElement)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the dialog itself when it holds nothing focusable but Close', () => {
    renderWithTheme(
      <Modal open onClose={() => undefined} title="Applied">
        <p>Your application was sent.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Applied' })).toHaveFocus();
  });

  it("gives focus to the card's heading when the opener can no longer take it", async () => {
    renderWithTheme(<CardHarness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Looking for a React developer' })).toHaveFocus();
  });

  it("gives focus to the page's heading when the opener has left the page", async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Posted Jobs</h1>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Apply Now
            </button>
          )}
          <Modal open={open} onClose={() => setOpen(false)} title="Apply">
            <button type="button">Inside</button>
          </Modal>
        </main>
      );
    }
    renderWithTheme(<Vanishing />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Posted Jobs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus inside when its content replaces the focused control (a form, then Done)', async () => {
    function Invite() {
      const [sent, setSent] = useState(false);
      return (
        <Modal open onClose={() => undefined} title="Invite">
          {sent ? (
            <>
              <p>Invitation sent.</p>
              <button type="button">Done</button>
            </>
          ) : (
            <button type="button" onClick={() => setSent(true)}>
              Send invitation
            </button>
          )}
        </Modal>
      );
    }
    renderWithTheme(<Invite />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());
  });

  it('can be an alertdialog described by its text, without the Close button', () => {
    renderWithTheme(
      <Modal open role="alertdialog" closeButton={false} onClose={() => undefined} title="Sure?">
        <p>This cannot be undone.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Sure?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('lets a dialog opened from another close alone on Escape, focus back in the first', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Apply">
          <button type="button" onClick={() => setInner(true)}>
            Cancel
          </button>
          <Modal open={inner} onClose={() => setInner(false)} title="Discard?">
            <button type="button">Keep editing</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard?' })).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
  });
});

describe('Modal in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("names its close button 'بند کریں' in Urdu and 'Close' in English", async () => {
    await act(() => setLanguage('ur'));
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const close = screen.getByRole('button', { name: 'بند کریں' });
    expect(close).toHaveAttribute('title', 'بند کریں');
    await act(() => setLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
