import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { BlogsPage } from './blogs-page';

describe('BlogsPage', () => {
  it("gives each post its date and this month's tag, with no dot left after the date", () => {
    renderPage(<BlogsPage />);
    const month = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
    for (const article of screen.getAllByRole('article')) {
      const date = article.querySelector('time') as HTMLTimeElement;
      const line = date.closest('p') as HTMLElement;
      expect(within(line).getByText(`Updated ${month}`)).toBeInTheDocument();
      expect(line.textContent).toBe(`${date.textContent}Updated ${month}`);
    }
  });

  it("shows each post's calendar day as written, in any time zone", () => {
    renderPage(<BlogsPage />);
    const first = screen.getAllByRole('article')[0]?.querySelector('time');
    expect(first).toHaveAttribute('datetime', '2026-10-02');
    expect(first).toHaveTextContent('2 Oct 2026');
  });
});
