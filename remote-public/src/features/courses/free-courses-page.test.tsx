import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
import { FreeCoursesPage } from './free-courses-page';

describe('FreeCoursesPage', () => {
  it('shows each course its own drawn picture, and asks another site for nothing until play', async () => {
    renderPage(<FreeCoursesPage />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(12);
    const posters = articles.map((article) => article.querySelector('img') as HTMLImageElement);
    expect(new Set(posters.map((poster) => poster.getAttribute('src'))).size).toBe(12);
    for (const poster of posters) {
      expect(poster.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
      // Decoration: the button and the heading name the course.
      expect(poster).toHaveAttribute('alt', '');
    }
    expect(document.querySelector('iframe')).toBeNull();

    const first = articles[0]!;
    await userEvent.click(
      within(first).getByRole('button', { name: 'Play video: HTML Full Course' }),
    );
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).getByTitle('HTML Full Course').tagName).toBe('IFRAME');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
