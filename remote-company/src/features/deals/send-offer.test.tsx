import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from '@kaamyaab/shared-api';
import { dealsApi, offerPath } from '@kaamyaab/shared-api/client';
import { aContract, sampleApplicationId } from '@kaamyaab/shared-api/testing';
import { anApplication, httpFailure, renderWithTheme } from '../test-fixtures';
import { ApplicationItem } from '../jobs-posted/components/application-item';
import { SendOffer } from './company-deals';

function renderOffer() {
  renderWithTheme(
    <MemoryRouter
      initialEntries={[offerPath(sampleApplicationId, 'Looking for a React developer')]}
    >
      <Routes>
        <Route path={pages.companySendOffer.path} element={<SendOffer />} />
        <Route path={pages.companyContract.path} element={<p>The contract room</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a company's offer", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is one link away from an accepted application', () => {
    renderWithTheme(
      <MemoryRouter>
        <ApplicationItem
          application={anApplication({ status: 'accepted' })}
          busy={false}
          canAccept
          acceptFills={false}
          error={undefined}
          onDecide={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Send an offer' })).toHaveAttribute(
      'href',
      offerPath(anApplication()._id, anApplication().job.title),
    );
  });

  it("starts from the job's title and shows the fee and the freelancer's share as typed", async () => {
    renderOffer();
    expect(screen.getByRole('heading', { name: 'Send an offer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contract title')).toHaveValue('Looking for a React developer');
    await userEvent.type(screen.getByLabelText('Milestone 1 amount (Rs)'), '50,000');
    expect(
      // The testing library reads Rs's no-break space as a space.
      screen.getByText('Platform fee 5%: Rs 2,500 · The freelancer receives Rs 47,500'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Total: Rs 50,000')).toBeInTheDocument();
  });

  it('adds and removes milestones, keeping at least one', async () => {
    renderOffer();
    expect(screen.queryByRole('button', { name: /Remove milestone/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a milestone' }));
    expect(screen.getByLabelText('Milestone 2 title')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove milestone 2' }));
    expect(screen.queryByLabelText('Milestone 2 title')).not.toBeInTheDocument();
  });

  it("says what is wrong in the contract's words and sends nothing", async () => {
    const send = jest.spyOn(dealsApi, 'sendOffer');
    renderOffer();
    await userEvent.type(screen.getByLabelText('Milestone 1 amount (Rs)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Describe the work in a few words')).toBeInTheDocument();
    expect(screen.getByText('Each milestone needs a title')).toBeInTheDocument();
    expect(screen.getByText('Amount must be between Rs 500 and Rs 10,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Scope of work')).toHaveFocus();
  });

  it('sends the terms in paisa, then opens the contract', async () => {
    const send = jest.spyOn(dealsApi, 'sendOffer').mockResolvedValue(aContract());
    renderOffer();
    await userEvent.type(screen.getByLabelText('Scope of work'), 'Design the storefront.');
    const first = within(screen.getByRole('listitem', { name: 'Milestone 1' }));
    await userEvent.type(first.getByLabelText('Milestone 1 title'), 'Design');
    await userEvent.type(first.getByLabelText('Milestone 1 amount (Rs)'), '25,000.50');
    await userEvent.type(first.getByLabelText('Milestone 1 due date'), '2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(send).toHaveBeenCalledWith({
      applicationId: sampleApplicationId,
      title: 'Looking for a React developer',
      scope: 'Design the storefront.',
      milestones: [{ title: 'Design', amountPaisa: 2_500_050, dueDate: '2026-12-15' }],
    });
    expect(await screen.findByText('The contract room')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays", async () => {
    jest
      .spyOn(dealsApi, 'sendOffer')
      .mockRejectedValue(
        httpFailure(409, 'An offer was already sent for this application.', 'offerExists'),
      );
    renderOffer();
    await userEvent.type(screen.getByLabelText('Scope of work'), 'Design the storefront.');
    await userEvent.type(screen.getByLabelText('Milestone 1 title'), 'Design');
    await userEvent.type(screen.getByLabelText('Milestone 1 amount (Rs)'), '25000');
    await userEvent.type(screen.getByLabelText('Milestone 1 due date'), '2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText(/An offer was already sent for this application\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('The contract room')).not.toBeInTheDocument();
  });
});
