import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderPage } from '../test/render';
import BlogsPage from './blogs-page';
import FreeCoursesPage from './free-courses-page';
import HomePage from './home-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

describe('the public pages in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('shows the home page in Urdu, PKR written the Urdu way and the carousels named in Urdu', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'بہترین ٹیلنٹ سے اپنے کاروبار کو مضبوط بنائیں',
    );
    expect(screen.getByRole('link', { name: 'شروع کریں' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'ہم پر بھروسا کرنے والا خاندان' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'کامیاب پر ہائر کرنے والی کمپنیاں' })).toBeVisible();
    const stories = screen.getAllByTestId('success-story');
    expect(stories).toHaveLength(6);
    expect(stories[0]).toHaveTextContent(/کمائی: .*2,450,000/);
    expect(stories[0]).toHaveTextContent('میں لاہور سے کام کرتی ہوں');
    const history = screen.getByRole('region', { name: 'ہمارا سفر' });
    expect(within(history).getByRole('img')).toHaveAttribute('alt', '2024 میں آغاز');
    expect(screen.getByRole('region', { name: 'ہمارا مشن' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ٹیلنٹ کی تلاش ہے؟' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'ابھی شامل ہوں' })).toHaveLength(2);
    expect(document.title).toBe('پاکستان کے بہترین فری لانسرز ہائر کریں | کامیاب');
    // The carousels load react-slick on their own: let them finish inside the test.
    await waitFor(() => expect(document.querySelectorAll('.slick-slider')).toHaveLength(2));
  });

  it('lists the blog posts in Urdu with Urdu dates and the month tag', () => {
    renderPage(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ٹیکنالوجی کی دنیا سے تازہ تحریریں',
    );
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent(
      'اپنے فری لانس کام کا ریٹ روپوں میں کیسے طے کریں',
    );
    expect(first!.querySelector('time')).toHaveTextContent('2 اکتوبر، 2026');
    expect(within(first!).getByText(/^اپ ڈیٹ: /)).toBeVisible();
    expect(within(first!).getByRole('img')).toHaveAttribute('alt', 'بینر: ریٹس');
  });

  it('names the courses and their players in Urdu, brand names as they are', () => {
    renderPage(<FreeCoursesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ٹیکنالوجی کے مفت کورسز');
    expect(
      screen.getByRole('button', { name: 'ویڈیو چلائیں: HTML کا مکمل کورس' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^یوٹیوب پر دیکھیں/ })).toHaveLength(12);
  });

  it('gives the terms and the privacy policy in Urdu, the support mailbox unchanged', () => {
    const { unmount } = renderPage(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شرائطِ استعمال');
    expect(screen.getAllByTestId('legal-section')).toHaveLength(8);
    expect(screen.getByText('آخری بار تبدیل: 1 نومبر، 2026')).toBeVisible();
    expect(screen.getByText(/اسلامی جمہوریہ پاکستان کے قوانین/)).toBeVisible();
    unmount();
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getAllByTestId('legal-section')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: '7. ہم سے رابطہ کریں' })).toBeVisible();
    expect(screen.getByText(/support@kaamyaab\.pk پر لکھیں/)).toBeVisible();
  });
});
