import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi } from '@kaamyaab/shared-api/client';
import { aJob, anApplication, httpFailure, renderWithTheme } from '../test-fixtures';
import { ApplyModal, type ApplyDraft } from './apply-modal';

function renderModal(draft?: ApplyDraft) {
  const props = {
    job: aJob(),
    applicantId: 'freelancer-1',
    draft,
    onClose: jest.fn(),
    onApplied: jest.fn(),
    onAlreadyApplied: jest.fn(),
  };
  renderWithTheme(<ApplyModal {...props} />);
  return props;
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Cover letter'), 'I built three shops.');
  await userEvent.type(screen.getByLabelText('Proposed rate (PKR)'), '25000');
  await userEvent.type(screen.getByLabelText('Estimated completion time'), '3 weeks');
}

/** Renders the modal, fills it in and submits it to a server that answers `failure`. */
async function applyAndFail(failure: ReturnType<typeof httpFailure>) {
  jest.spyOn(applicationsApi, 'applyForJob').mockRejectedValue(failure);
  const props = renderModal();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  return props;
}

describe('ApplyModal', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('has the spec fields and placeholders', () => {
    renderModal();
    const letter = screen.getByLabelText('Cover letter');
    expect(letter.tagName).toBe('TEXTAREA');
    expect(letter).toHaveAttribute('rows', '4');
    expect(letter).toHaveAttribute(
      'placeholder',
      'Tell them about yourself and why they should hire you?',
    );
    expect(screen.getByLabelText('Proposed rate (PKR)')).toHaveAttribute(
      'placeholder',
      'eg., 20000 PKR',
    );
    expect(screen.getByLabelText('Proposed rate (PKR)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Estimated completion time')).toHaveAttribute(
      'placeholder',
      'e.g., 2 weeks',
    );
  });

  it('requires every field and makes no call until they are filled', async () => {
    const apply = jest.spyOn(applicationsApi, 'applyForJob');
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Cover letter is required')).toBeInTheDocument();
    expect(screen.getByText('Proposed rate is required')).toBeInTheDocument();
    expect(screen.getByText('Estimated completion time is required')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('sends the application with a numeric rate and reports success', async () => {
    const application = anApplication();
    const apply = jest.spyOn(applicationsApi, 'applyForJob').mockResolvedValue(application);
    const props = renderModal();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(props.onApplied).toHaveBeenCalledWith(application));
    expect(apply).toHaveBeenCalledWith({
      jobId: props.job._id,
      applicantId: 'freelancer-1',
      coverLetter: 'I built three shops.',
      proposedRate: 25000,
      estimatedCompletionTime: '3 weeks',
    });
  });

  it('shows a failure in the modal and keeps what was typed', async () => {
    const props = await applyAndFail(
      httpFailure(409, 'You have already applied for this job.', 'alreadyApplied'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: You have already applied for this job.',
    );
    expect(screen.getByLabelText('Cover letter')).toHaveValue('I built three shops.');
    expect(screen.getByLabelText('Proposed rate (PKR)')).toHaveValue(25000);
    expect(screen.getByLabelText('Estimated completion time')).toHaveValue('3 weeks');
    expect(props.onApplied).not.toHaveBeenCalled();
    expect(props.onAlreadyApplied).toHaveBeenCalledWith(props.job._id);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    // Nothing typed can be sent any more, so closing keeps no draft and asks nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onClose).toHaveBeenCalledWith(null);
  });

  it('knows an application exists by its code, whatever language the sentence is in', async () => {
    const urdu = 'آپ اس جاب کے لیے پہلے ہی اپلائی کر چکے ہیں۔';
    const props = await applyAndFail(httpFailure(409, urdu, 'alreadyApplied'));
    expect(await screen.findByRole('alert')).toHaveTextContent(urdu);
    expect(props.onAlreadyApplied).toHaveBeenCalledWith(props.job._id);
  });

  it('says a filled job takes no more applications, without marking it applied', async () => {
    const sentence = 'This job has all the freelancers it needs and takes no more applications.';
    const props = await applyAndFail(httpFailure(409, sentence, 'jobFilled'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${sentence}`);
    expect(props.onAlreadyApplied).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to apply for the job' when the server gives no reason", async () => {
    await applyAndFail(httpFailure(500, ''));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply for the job');
  });

  describe('closing', () => {
    const typed = {
      coverLetter: 'I built three shops.',
      proposedRate: '25000',
      estimatedCompletionTime: '3 weeks',
    };
    const question = () => screen.getByRole('alertdialog', { name: 'Close without sending?' });

    it('has a visible Close and a Cancel, and an untouched form closes at once', async () => {
      const props = renderModal();
      expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(props.onClose).toHaveBeenCalledWith(null);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it.each([
      ['Close', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
      ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
      ['Escape', () => userEvent.keyboard('{Escape}')],
      [
        'a backdrop click',
        async () => {
          fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
        },
      ],
    ])('asks before throwing typed text away (%s)', async (_way, close) => {
      const props = renderModal();
      await userEvent.type(screen.getByLabelText('Cover letter'), 'I built');
      await close();
      expect(question()).toHaveAccessibleDescription(
        'Your application for “Looking for a React developer” has not been sent. Save what you typed as a draft to finish while you are on this page, or discard it?',
      );
      expect(within(question()).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      expect(props.onClose).not.toHaveBeenCalled();
    });

    it('goes back to the form with the text on Keep editing', async () => {
      const props = renderModal();
      await userEvent.type(screen.getByLabelText('Cover letter'), 'I built');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(within(question()).getByRole('button', { name: 'Keep editing' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Cover letter')).toHaveValue('I built');
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      expect(props.onClose).not.toHaveBeenCalled();
    });

    it('an Escape in the question answers it alone, leaving the form open', async () => {
      const props = renderModal();
      await userEvent.type(screen.getByLabelText('Cover letter'), 'I built');
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Cover letter')).toHaveFocus();
      expect(props.onClose).not.toHaveBeenCalled();
    });

    it('hands the typed text back as the draft on Save draft, and nothing on Discard', async () => {
      const props = renderModal();
      await fillIn();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(within(question()).getByRole('button', { name: 'Save draft' }));
      expect(props.onClose).toHaveBeenLastCalledWith(typed);

      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(within(question()).getByRole('button', { name: 'Discard' }));
      expect(props.onClose).toHaveBeenLastCalledWith(null);
    });

    it('starts from a kept draft, which closes at once while unchanged', async () => {
      const props = renderModal(typed);
      expect(screen.getByLabelText('Cover letter')).toHaveValue('I built three shops.');
      expect(screen.getByLabelText('Proposed rate (PKR)')).toHaveValue(25000);
      expect(screen.getByLabelText('Estimated completion time')).toHaveValue('3 weeks');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(props.onClose).toHaveBeenCalledWith(typed);
    });

    it('asks again once a kept draft is changed', async () => {
      const props = renderModal(typed);
      await userEvent.type(screen.getByLabelText('Cover letter'), ' And two apps.');
      await userEvent.keyboard('{Escape}');
      expect(question()).toBeInTheDocument();
      expect(props.onClose).not.toHaveBeenCalled();
    });
  });
});
