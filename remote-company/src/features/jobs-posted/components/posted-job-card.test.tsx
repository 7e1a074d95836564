import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi } from '@kaamyaab/shared-api/client';
import { aJob, anApplication, httpFailure, onePage } from '../../test-fixtures';
import { PostedJobCard } from './posted-job-card';
import { renderInArea } from '@kaamyaab/shared-api/testing';

/** In a router: each application links to its conversation. */
const renderCard = () => renderInArea(<PostedJobCard job={aJob()} />);

async function openCard() {
  renderCard();
  const toggle = screen.getByRole('button', { name: /Looking for a React developer/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/**
 * A declaration that applies to the element on a phone: jsdom leaves `@media (max-width)` rules
 * out of getComputedStyle, so they are read from the styles themselves.
 */
function onPhone(element: Element, property: string): string | undefined {
  let value: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('max-width')) continue;
      for (const inner of Array.from(rule.cssRules) as CSSStyleRule[]) {
        if (element.matches(inner.selectorText))
          value = inner.style.getPropertyValue(property) || value;
      }
    }
  }
  return value?.replace(/\s/g, '');
}

const squash = (value: string) => value.replace(/\s/g, '');

describe('PostedJobCard', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads applications only when opened, showing the loading text meanwhile', async () => {
    let answer!: (page: ReturnType<typeof onePage>) => void;
    const fetch = jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByText('Loading applications...')).toBeInTheDocument();
    expect(screen.getByText('Build the storefront of our Lahore bakery.')).toBeInTheDocument();
    answer(onePage([]));
    expect(await screen.findByText('No applications found for this job.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(aJob()._id, { status: undefined, after: undefined });
  });

  it('lists each application with name, email, badge, PKR rate, time, skills and letter', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    await openCard();
    const item = await screen.findByRole('article', { name: 'Application from Ayesha Khan' });
    expect(within(item).getByText('ayesha@example.pk')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/company-dashboard/messages/${anApplication()._id}`,
    );
    expect(within(item).getByText('pending')).toHaveAttribute('data-status', 'pending');
    expect(within(item).getByText(/^Rs\s20,000$/)).toBeInTheDocument();
    expect(within(item).getByText('2 weeks')).toBeInTheDocument();
    expect(within(item).getByText('React, Figma')).toBeInTheDocument();
    expect(within(item).getByText('I have built three shops.')).toBeInTheDocument();
    expect(item.textContent).not.toContain('$');
    expect(within(item).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it("gives the cover letter and the applicant's details the card's full width on a phone", async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    await openCard();
    const item = await screen.findByRole('article', { name: 'Application from Ayesha Khan' });
    const letter = within(item).getByText('I have built three shops.');
    const label = within(item).getByText('Cover letter');
    // At every width the letter is a row of its own under its label, not the narrow column.
    expect(squash(getComputedStyle(letter).gridColumn)).toBe('1/-1');
    expect(squash(getComputedStyle(label).gridColumn)).toBe('1/-1');
    // On a phone every label sits above its value: one column, the whole card wide.
    const facts = letter.closest('dl') as HTMLElement;
    expect(squash(getComputedStyle(facts).gridTemplateColumns)).toBe('max-contentminmax(0,1fr)');
    expect(onPhone(facts, 'grid-template-columns')).toBe('minmax(0,1fr)');
    expect(onPhone(item, 'padding')).toBe('0.75rem');
  });

  it('uses the fallbacks when the applicant is missing, and decided ones have no buttons', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication({ applicant: null, status: 'rejected' })]));
    await openCard();
    expect(await screen.findByText('Applicant name not available')).toBeInTheDocument();
    expect(screen.getByText('Email not available')).toBeInTheDocument();
    expect(screen.getByText('rejected')).toHaveAttribute('data-status', 'rejected');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('replaces the application in place with the answer of Accept', async () => {
    const other = anApplication({
      _id: 'd3a6b1c5-2c2f-4f7b-9a8f-7e5d1c0b8f32',
      applicant: { fullName: 'Bilal Ahmed', email: 'bilal@example.pk', skills: ['Design'] },
    });
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication(), other]));
    const update = jest
      .spyOn(applicationsApi, 'updateApplicationStatus')
      .mockResolvedValue(anApplication({ status: 'accepted' }));
    await openCard();
    const item = await screen.findByRole('article', { name: 'Application from Ayesha Khan' });
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    const question = screen.getByRole('alertdialog', { name: 'Accept Ayesha Khan?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, accept' }));
    const updated = await screen.findByText('accepted');
    expect(updated).toHaveAttribute('data-status', 'accepted');
    expect(update).toHaveBeenCalledWith(anApplication()._id, 'accepted');
    const items = screen.getAllByRole('article', { name: /Application from/ });
    expect(items.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Application from Ayesha Khan',
      'Application from Bilal Ahmed',
    ]);
    expect(within(items[0]!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    // Accept is gone: focus waits on the applicant's name, beside the new badge.
    expect(within(items[0]!).getByRole('heading', { name: 'Ayesha Khan' })).toHaveFocus();
  });

  it('asks before a decision, naming the applicant, and Cancel changes nothing', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    const update = jest.spyOn(applicationsApi, 'updateApplicationStatus');
    renderInArea(<PostedJobCard job={aJob({ numberOfFreelancers: 3 })} />);
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    const question = screen.getByRole('alertdialog', { name: 'Accept Ayesha Khan?' });
    expect(question).toHaveAccessibleDescription(
      "Ayesha Khan will be told at once, and you will both see each other's contact details in Messages. An acceptance cannot be undone.",
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = screen.getByRole('alertdialog', { name: 'Reject Ayesha Khan?' });
    expect(reject).toHaveAccessibleDescription(
      'Ayesha Khan will be told that their application for “Looking for a React developer” was declined. A rejection cannot be undone.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('says why a decision was refused', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    jest
      .spyOn(applicationsApi, 'updateApplicationStatus')
      .mockRejectedValue(httpFailure(409, 'This application has already been decided.'));
    await openCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This application has already been decided.',
    );
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('pages the applications and shows one status at a time', async () => {
    const second = anApplication({
      _id: 'd3a6b1f5-2c2f-4f7b-9a8f-7e5d1c0b8f32',
      applicant: { fullName: 'Bilal Ahmed', email: 'bilal@example.pk', skills: ['Go'] },
    });
    const fetch = jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValueOnce({ applications: [anApplication()], nextCursor: 'after-ayesha' })
      .mockResolvedValueOnce(onePage([second]))
      .mockResolvedValueOnce(onePage([]));
    await openCard();
    await screen.findByRole('article', { name: 'Application from Ayesha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more applications' }));
    await screen.findByRole('article', { name: 'Application from Bilal Ahmed' });
    expect(fetch).toHaveBeenLastCalledWith(aJob()._id, {
      status: undefined,
      after: 'after-ayesha',
    });
    expect(
      screen.queryByRole('button', { name: 'Load more applications' }),
    ).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Accepted');
    expect(await screen.findByText('No accepted applications for this job.')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(aJob()._id, { status: 'accepted', after: undefined });
  });
});
