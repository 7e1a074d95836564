// @kaamyaab/shared-ui/listings: lists of jobs and the pieces of a list.
export * from './components/collapsible-card/collapsible-card';
export * from './components/status-badge/status-badge';
export * from './components/skeleton-list/skeleton-list';
export * from './components/progress-bar/progress-bar';
export * from './components/stars/stars';
export * from './components/paged-list/paged-list';
export * from './components/details-list/details-list';
export * from './components/job-listing/job-listing';
export * from './components/job-search-form/job-search-form';
export * from './components/job-listing/job-results';
export * from './components/job-listing/job-sheet';
