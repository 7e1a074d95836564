import { act, screen, waitFor, within } from '@testing-library/react';
import { failedEmailsApi, reviewApi } from '@kaamyaab/shared-api/client';
import { setLanguage } from '@kaamyaab/shared-ui';
import { AdminHome } from './admin-home';
import { renderInArea } from '@kaamyaab/shared-api/testing';

// jsdom has no canvas: the chart library is replaced by a recorder of what it was given.
const drawn: unknown[][] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: jest.fn((_options: unknown, data: unknown[]) => {
    drawn.push(data);
    return { destroy: jest.fn(), setSize: jest.fn() };
  }),
}));

const daily = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  signups: i % 3,
  applications: i,
}));

const stats = (applicationsThisWeek = 210) => {
  jest.spyOn(failedEmailsApi, 'list').mockResolvedValue({ emails: [], total: 0, nextCursor: null });
  return jest.spyOn(reviewApi, 'stats').mockResolvedValue({
    waiting: { count: 7, oldestSince: new Date(Date.now() - 50 * 3_600_000).toISOString() },
    activeFreelancers: 120,
    activeCompanies: 14,
    openJobs: 33,
    applicationsThisWeek,
    daily,
  });
};

const renderHome = () => renderInArea(<AdminHome />);

describe('AdminHome', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the queue against the 24-hour promise, the counts and 30 days of activity', async () => {
    stats();
    renderHome();
    const glance = await screen.findByLabelText('At a glance');
    const figures: [string, string][] = [
      ['Accounts waiting', '7'],
      ['Active freelancers', '120'],
      ['Active companies', '14'],
      ['Open jobs', '33'],
      ['Applications this week', '210'],
    ];
    for (const [label, value] of figures)
      expect(within(glance).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(within(glance).getByText('waiting 2 days (past the 24-hour promise)')).toBeVisible();
    const table = screen.getByRole('table', { name: /per day, last 30 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]![1]).toEqual(daily.map((d) => d.signups));
  });
});

describe('AdminHome in Urdu', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ur'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('names the figures, the wait, the chart and the approvals card in Urdu', async () => {
    stats(2100);
    renderHome();
    expect(screen.getByRole('heading', { name: 'ایڈمن ڈیش بورڈ' })).toBeVisible();
    const glance = await screen.findByLabelText('ایک نظر میں');
    expect(within(glance).getByText('منتظر اکاؤنٹس').nextElementSibling).toHaveTextContent('7');
    expect(within(glance).getByText('اس ہفتے کی درخواستیں').nextElementSibling).toHaveTextContent(
      '2,100',
    );
    expect(
      within(glance).getByText('2 دنوں سے منتظر (24 گھنٹے کی وعدہ شدہ مدت گزر چکی)'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: /روزانہ سائن اَپس اور درخواستیں/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'پچھلے 30 دن' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: '"یوزرز کا انتظام" میں اکاؤنٹس کا ریویو کریں' }),
    ).toBeVisible();
    expect(document.title).toBe('ایڈمن ڈیش بورڈ | کامیاب');
  });
});
