import type { ReactNode } from 'react';
import { useUiT, Button } from '@kaamyaab/shared-ui';
import { ListNote, PagedCards } from '../paged-list/paged-list';
import { SkeletonList } from '../skeleton-list/skeleton-list';
import {
  JobSearchForm,
  type JobSearchChoices,
  type JobSearchField,
  type JobSearchValues,
} from '../job-search-form/job-search-form';
import { JobListingCard, type JobListing } from './job-listing';

/** A keyset list of jobs as a page holds it (shared-api's usePages). */
export interface JobResultsPages<Job> {
  status: 'loading' | 'ready' | 'failed';
  items: Job[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface JobResultsProps<Job> {
  jobs: JobResultsPages<Job>;
  /** A search or filter is on: an empty list then says so and offers to clear it. */
  searching: boolean;
  onClearSearch: () => void;
  /** Each card's actions, under its details. */
  actionsFor: (job: Job) => ReactNode;
}

/** A board's list of jobs in each of its states: loading, failed, empty, found, more to load. */
export function JobResults<Job extends JobListing & { _id: string }>({
  jobs,
  searching,
  onClearSearch,
  actionsFor,
}: JobResultsProps<Job>) {
  const { t } = useUiT();
  if (jobs.status === 'loading') return <SkeletonList />;
  if (jobs.status === 'failed') return <ListNote role="alert">{t('jobResults.failed')}</ListNote>;
  if (jobs.items.length === 0 && !searching) return <ListNote>{t('jobResults.none')}</ListNote>;
  if (jobs.items.length === 0)
    return (
      <ListNote role="status">
        {t('jobResults.noMatch')}{' '}
        <Button variant="ghost" size="sm" onClick={onClearSearch}>
          {t('jobResults.clearFilters')}
        </Button>
      </ListNote>
    );
  return (
    <PagedCards
      {...jobs}
      card={(job) => <JobListingCard job={job} actions={actionsFor(job)} />}
      moreLabel={t('jobResults.loadMore')}
    />
  );
}

/** A search kept in the URL, as shared-api's useUrlSearch holds it. */
export interface BoardSearch {
  keys: readonly JobSearchField[];
  values: JobSearchValues;
  active: boolean;
  apply: (values: JobSearchValues) => void;
  clear: () => void;
}

export interface SearchableJobsProps<Job> {
  search: BoardSearch;
  choices: JobSearchChoices;
  validate: (values: JobSearchValues) => Record<string, string>;
  jobs: JobResultsPages<Job>;
  actionsFor: (job: Job) => ReactNode;
}

/** A board's search form over its results; the form starts afresh with each new URL search. */
export function SearchableJobs<Job extends JobListing & { _id: string }>({
  search,
  choices,
  validate,
  jobs,
  actionsFor,
}: SearchableJobsProps<Job>) {
  const { t } = useUiT();
  // A link can carry a search the server refuses (?budgetMin=abc): the form says what is wrong.
  const mistaken = Object.keys(validate(search.values)).length > 0;
  return (
    <>
      <JobSearchForm
        key={JSON.stringify(search.values)}
        fields={search.keys}
        values={search.values}
        choices={choices}
        validate={validate}
        onSearch={search.apply}
        onClear={search.clear}
      />
      {mistaken ? (
        <ListNote role="alert">{t('jobResults.mistakenSearch')}</ListNote>
      ) : (
        <JobResults
          jobs={jobs}
          searching={search.active}
          onClearSearch={search.clear}
          actionsFor={actionsFor}
        />
      )}
    </>
  );
}
