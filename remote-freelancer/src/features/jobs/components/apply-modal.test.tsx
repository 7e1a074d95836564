import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi } from '@kaamyaab/shared-api/client';
import { aJob, anApplication, httpFailure, renderWithTheme } from '../test-fixtures';
import { ApplyModal } from './apply-modal';

function renderModal() {
  const props = {
    job: aJob(),
    applicantId: 'freelancer-1',
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
    jest
      .spyOn(applicationsApi, 'applyForJob')
      .mockRejectedValue(httpFailure(409, 'You have already applied for this job.'));
    const props = renderModal();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: You have already applied for this job.',
    );
    expect(screen.getByLabelText('Cover letter')).toHaveValue('I built three shops.');
    expect(screen.getByLabelText('Proposed rate (PKR)')).toHaveValue(25000);
    expect(screen.getByLabelText('Estimated completion time')).toHaveValue('3 weeks');
    expect(props.onApplied).not.toHaveBeenCalled();
    expect(props.onAlreadyApplied).toHaveBeenCalledWith(props.job._id);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('says a filled job takes no more applications, without marking it applied', async () => {
    const sentence = 'This job has all the freelancers it needs and takes no more applications.';
    jest.spyOn(applicationsApi, 'applyForJob').mockRejectedValue(httpFailure(409, sentence));
    const props = renderModal();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${sentence}`);
    expect(props.onAlreadyApplied).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to apply for the job' when the server gives no reason", async () => {
    jest.spyOn(applicationsApi, 'applyForJob').mockRejectedValue(httpFailure(500, ''));
    renderModal();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply for the job');
  });
});
