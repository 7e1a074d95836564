import { act, screen } from '@testing-library/react';
import { setLanguage, translateSentencesWith } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { JobSearchForm, type JobSearchField } from './job-search-form';

const fields: JobSearchField[] = ['q', 'category', 'projectType', 'budgetMin', 'budgetMax', 'sort'];
const choices = {
  sort: [{ value: 'newest', label: 'Newest first' }],
  category: [{ value: 'Web Development', label: 'Web Development' }],
  projectType: [{ value: 'one-time', label: 'One-time' }],
  experienceLevel: [{ value: 'entry', label: 'Entry' }],
  posted: [{ value: '24h', label: 'Last 24 hours' }],
};

function renderForm() {
  renderWithTheme(
    <JobSearchForm
      fields={fields}
      values={{ category: 'Web Development' }}
      choices={choices}
      validate={() => ({})}
      onSearch={jest.fn()}
      onClear={jest.fn()}
    />,
  );
}

describe('JobSearchForm in both languages', () => {
  afterEach(() => {
    translateSentencesWith(async () => (sentence) => sentence);
    return act(() => setLanguage('en'));
  });

  it("keeps the spec's English", () => {
    renderForm();
    expect(screen.getByRole('search', { name: 'Find jobs' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search jobs')).toHaveAttribute(
      'placeholder',
      'e.g. React, logo design, Urdu writing',
    );
    expect(screen.getByRole('option', { name: 'Any category' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Newest first' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
  });

  it("speaks Urdu, the contract's choices through its translator, amounts left to right", async () => {
    translateSentencesWith(
      async () => (sentence, language) =>
        language === 'ur' && sentence === 'Newest first' ? 'نئی جابز پہلے' : sentence,
    );
    await act(() => setLanguage('ur'));
    renderForm();
    expect(screen.getByRole('search', { name: 'جابز تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByText('فلٹر اور ترتیب')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'کوئی بھی کیٹیگری' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'نئی جابز پہلے' })).toHaveValue('newest');
    expect(screen.getByLabelText('کم از کم بجٹ (روپے)')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('جاب تلاش کریں')).not.toHaveAttribute('dir');
    expect(screen.getByRole('button', { name: 'فلٹر لگائیں' })).toBeInTheDocument();
  });
});
