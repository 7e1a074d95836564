import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderPage } from '../test/render';
import BlogsPage from './blogs-page';
import FreeCoursesPage from './free-courses-page';
import HomePage from './home-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

/** What every public page says in each language, where both languages say the same thing. */
const languages = [
  {
    language: 'en',
    name: 'English',
    homeTitle: 'Empower Your Business with Top Talent',
    getStarted: 'Get Started',
    blogsTitle: 'Latest Tech Insights',
    coursesTitle: 'Free Technology Courses',
    watch: /Watch on YouTube/,
    law: /laws of the Islamic Republic of Pakistan/,
    mailbox: /support@kaamyaab\.pk/,
  },
  {
    language: 'ur',
    name: 'Urdu',
    homeTitle: 'بہترین ٹیلنٹ سے اپنے کاروبار کو مضبوط بنائیں',
    getStarted: 'شروع کریں',
    blogsTitle: 'ٹیکنالوجی کی دنیا سے تازہ تحریریں',
    coursesTitle: 'ٹیکنالوجی کے مفت کورسز',
    watch: /^یوٹیوب پر دیکھیں/,
    law: /اسلامی جمہوریہ پاکستان کے قوانین/,
    mailbox: /support@kaamyaab\.pk پر لکھیں/,
  },
] as const;

const expectTitle = (title: string) =>
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);

describe.each(languages)('the public pages in $name', (pages) => {
  beforeEach(() => act(() => setLanguage(pages.language)));
  afterEach(() => act(() => setLanguage('en')));

  it('titles the home page, starts at the sign-up page and tells six stories', async () => {
    renderPage(<HomePage />);
    expectTitle(pages.homeTitle);
    expect(screen.getByRole('link', { name: pages.getStarted })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByTestId('success-story')).toHaveLength(6);
    // The carousels load react-slick on their own: let them finish inside the test.
    await waitFor(() => expect(document.querySelectorAll('.slick-slider')).toHaveLength(2));
  });

  it('titles the blog and the courses, each course with its link to YouTube', () => {
    const { unmount } = renderPage(<BlogsPage />);
    expectTitle(pages.blogsTitle);
    unmount();
    renderPage(<FreeCoursesPage />);
    expectTitle(pages.coursesTitle);
    expect(screen.getAllByRole('link', { name: pages.watch })).toHaveLength(12);
  });

  it('has 8 sections of terms under the law of Pakistan and 7 of privacy with the support mailbox', () => {
    const { unmount } = renderPage(<TermsOfServicePage />);
    expect(screen.getAllByTestId('legal-section')).toHaveLength(8);
    expect(screen.getByText(pages.law)).toBeVisible();
    unmount();
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getAllByTestId('legal-section')).toHaveLength(7);
    expect(screen.getByText(pages.mailbox)).toBeVisible();
  });
});

describe('the public pages in English', () => {
  it('shows 12 logos, stories in PKR, two carousels of 5 and both calls to action', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Our Trusted Family' })).toBeInTheDocument();
    expect(
      new Set(screen.getAllByTestId('client-logo').map((logo) => logo.getAttribute('aria-label')))
        .size,
    ).toBe(12);
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
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const month = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
    expect(screen.getAllByText(`Updated ${month}`)).toHaveLength(6);
  });

  it('lists 12 courses and loads a player only when asked', async () => {
    renderPage(<FreeCoursesPage />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: HTML Full Course' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });
});

describe('the public pages in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('writes PKR the Urdu way and names the carousels and calls to action in Urdu', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: 'ہم پر بھروسا کرنے والا خاندان' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'کامیاب پر ہائر کرنے والی کمپنیاں' })).toBeVisible();
    const [story] = screen.getAllByTestId('success-story');
    expect(story).toHaveTextContent(/کمائی: .*2,450,000/);
    expect(story).toHaveTextContent('میں لاہور سے کام کرتی ہوں');
    const history = screen.getByRole('region', { name: 'ہمارا سفر' });
    expect(within(history).getByRole('img')).toHaveAttribute('alt', '2024 میں آغاز');
    expect(screen.getByRole('region', { name: 'ہمارا مشن' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ٹیلنٹ کی تلاش ہے؟' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'ابھی شامل ہوں' })).toHaveLength(2);
    expect(document.title).toBe('پاکستان کے بہترین فری لانسرز ہائر کریں | کامیاب');
    await waitFor(() => expect(document.querySelectorAll('.slick-slider')).toHaveLength(2));
  });

  it('lists the blog posts with Urdu dates and the month tag', () => {
    renderPage(<BlogsPage />);
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent(
      'اپنے فری لانس کام کا ریٹ روپوں میں کیسے طے کریں',
    );
    expect(first!.querySelector('time')).toHaveTextContent('2 اکتوبر، 2026');
    expect(within(first!).getByText(/^اپ ڈیٹ: /)).toBeVisible();
    expect(within(first!).getByRole('img')).toHaveAttribute('alt', 'بینر: ریٹس');
  });

  it('names the course players in Urdu, brand names as they are', () => {
    renderPage(<FreeCoursesPage />);
    expect(
      screen.getByRole('button', { name: 'ویڈیو چلائیں: HTML کا مکمل کورس' }),
    ).toBeInTheDocument();
  });

  it('dates the terms in Urdu and names the contact section', () => {
    const { unmount } = renderPage(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شرائطِ استعمال');
    expect(screen.getByText('آخری بار تبدیل: 1 نومبر، 2026')).toBeVisible();
    unmount();
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { name: '7. ہم سے رابطہ کریں' })).toBeVisible();
  });
});
