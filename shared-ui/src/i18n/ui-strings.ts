import { addTranslations, useT } from './i18n';

/**
 * The words shared-ui's own components say: banners, dialogs, the job boards' cards, sheet and
 * search form, the carousel's controls. The English is the spec's, word for word; sentences from
 * the contract (categories, sort and "posted within" choices, validation) are not here but go
 * through useSentence, where the contract's Urdu lives.
 */
export const en = {
  errorBanner: { prefix: 'Error:' },
  modal: { close: 'Close' },
  confirm: { cancel: 'Cancel' },
  loading: 'Loading...',
  logo: 'Kaamyaab',
  stars: '{{filled}} of {{max}} stars',
  // Shown as they are written here; the badge capitalises the English with CSS.
  status: {
    pending: 'pending',
    accepted: 'accepted',
    rejected: 'rejected',
    withdrawn: 'withdrawn',
    open: 'open',
    closed: 'closed',
    filled: 'filled',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{number}} of {{count}}',
    dots: '{{label}} slides',
  },
  job: {
    budget: 'Budget',
    duration: 'Duration',
    notSpecified: 'Not specified',
    freelancersNeeded: 'Freelancers needed',
    company: 'Company',
    unknownCompany: 'Unknown Company',
    applicants: 'Applicants',
    projectType: 'Project type',
    experienceLevel: 'Experience level',
    category: 'Category',
    skills: 'Skills',
    projectTypes: { 'one-time': 'One-time', ongoing: 'Ongoing' },
    experience: { entry: 'Entry level', intermediate: 'Intermediate', expert: 'Expert' },
  },
  jobResults: {
    failed: 'Jobs could not be loaded. Please try again later.',
    none: 'No jobs available right now. Please check back soon.',
    noMatch: 'No jobs match this search.',
    mistakenSearch: 'Correct the search above to see jobs.',
    clearFilters: 'Clear filters',
    loadMore: 'Load more jobs',
  },
  jobSheet: {
    title: 'Job',
    description: 'A job on Kaamyaab.',
    missing: 'This job could not be found. Its link may be mistyped.',
    failed: 'The job could not be loaded. Please try again later.',
  },
  jobSearch: {
    region: 'Find jobs',
    keyword: 'Search jobs',
    keywordExample: 'e.g. React, logo design, Urdu writing',
    search: 'Search',
    filters: 'Filters and sort',
    sortBy: 'Sort by',
    category: 'Category',
    anyCategory: 'Any category',
    skills: 'Skills',
    skillsHint: 'Comma-separated, any of them',
    projectType: 'Project type',
    anyType: 'Any type',
    experienceLevel: 'Experience level',
    anyLevel: 'Any level',
    postedWithin: 'Posted within',
    anyTime: 'Any time',
    budgetMin: 'Budget from (PKR)',
    budgetMax: 'Budget up to (PKR)',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
};

export const uiStrings = {
  en,
  ur: () => import(/* webpackChunkName: "urdu-ui" */ './ui-ur').then((module) => module.ur),
};
addTranslations('ui', uiStrings);

/** shared-ui's translate function; importing it registers the strings. */
export const useUiT = () => useT('ui');
