import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/render';
import BlogsPage from './blogs-page';
import FreeCoursesPage from './free-courses-page';
import HomePage from './home-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

describe('public pages', () => {
  it('shows the home page with 12 logos, 6 stories, two carousels of 5 and both calls to action', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empower Your Business with Top Talent',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'Our Trusted Family' })).toBeInTheDocument();
    expect(
      new Set(screen.getAllByTestId('client-logo').map((logo) => logo.getAttribute('aria-label')))
        .size,
    ).toBe(12);
    expect(screen.getAllByTestId('success-story')).toHaveLength(6);
    for (const story of screen.getAllByTestId('success-story'))
      expect(story.textContent).not.toContain('$');
    // The carousels load react-slick on their own, as they near the viewport.
    expect(await screen.findAllByRole('button', { name: 'Next slide' })).toHaveLength(2);
    for (const label of ['Our History', 'Our Mission']) {
      const carousel = screen.getByRole('region', { name: label });
      // react-slick clones slides for its infinite loop; the distinct alt texts are the slides.
      const alts = new Set(
        [...carousel.querySelectorAll('img')].map((image) => image.getAttribute('alt')),
      );
      expect(alts.size).toBe(5);
    }
    expect(screen.getByRole('heading', { name: 'Looking For Talent?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Looking For Work?' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Join Now' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/signup', '/signup']);
  });

  it("lists 6 blog posts, each tagged with this month's update", () => {
    renderPage(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Tech Insights');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const month = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
    expect(screen.getAllByText(`Updated ${month}`)).toHaveLength(6);
  });

  it('lists 12 courses and loads a player only when asked', async () => {
    renderPage(<FreeCoursesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Free Technology Courses');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getAllByRole('link', { name: /Watch on YouTube/ })).toHaveLength(12);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: HTML Full Course' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });

  it('has 8 sections of terms under the law of Pakistan and 7 of privacy with the support mailbox', () => {
    const { unmount } = renderPage(<TermsOfServicePage />);
    expect(screen.getAllByTestId('legal-section')).toHaveLength(8);
    expect(screen.getByText(/laws of the Islamic Republic of Pakistan/)).toBeInTheDocument();
    unmount();
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getAllByTestId('legal-section')).toHaveLength(7);
    expect(screen.getByText(/support@kaamyaab\.pk/)).toBeInTheDocument();
  });
});
