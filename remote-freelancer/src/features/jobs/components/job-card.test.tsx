import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPkr } from '@kaamyaab/shared-ui';
import { aJob, renderWithTheme } from '../test-fixtures';
import { JobCard } from './job-card';

describe('JobCard', () => {
  it('shows the summary collapsed: title, PKR budget, duration, number needed, company', () => {
    const { container } = renderWithTheme(
      <JobCard job={aJob()} applied={false} onApply={jest.fn()} />,
    );
    const toggle = screen.getByRole('button', { name: /Looking for a React developer/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The testing library collapses the currency's no-break space, so compare the same way.
    expect(screen.getByText(formatPkr(150000).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByText(/^Rs\s150,000$/)).toBeInTheDocument();
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Sabzi Mandi Tech')).toBeInTheDocument();
    expect(container.textContent).not.toContain('$');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('expands to the description, project type, stars, category, skills and Apply Now', async () => {
    const onApply = jest.fn();
    const job = aJob();
    renderWithTheme(<JobCard job={job} applied={false} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByRole('button', { name: /Looking for a React developer/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(job.description)).toBeInTheDocument();
    expect(screen.getByText('One-time')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onApply).toHaveBeenCalledWith(job);
  });

  it.each([
    ['entry', '1 of 3 stars'],
    ['intermediate', '2 of 3 stars'],
    ['expert', '3 of 3 stars'],
  ] as const)('shows %s experience as %s', async (level, stars) => {
    renderWithTheme(
      <JobCard job={aJob({ experienceLevel: level })} applied={false} onApply={jest.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Looking for a/ }));
    expect(screen.getByRole('img', { name: stars })).toBeInTheDocument();
  });

  it("names the company 'Unknown Company' when it cannot be found", () => {
    renderWithTheme(<JobCard job={aJob({ company: null })} applied={false} onApply={jest.fn()} />);
    expect(screen.getByText('Unknown Company')).toBeInTheDocument();
  });

  it("reads 'Already Applied' and is disabled once applied", async () => {
    const onApply = jest.fn();
    renderWithTheme(<JobCard job={aJob()} applied onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: /Looking for a/ }));
    const button = screen.getByRole('button', { name: 'Already Applied' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});
