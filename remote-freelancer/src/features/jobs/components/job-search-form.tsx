import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  experienceLevels,
  fieldErrors,
  jobCategories,
  jobSortLabels,
  jobSorts,
  postedWithin,
  postedWithinLabels,
  projectTypes,
  SearchJobsQuery,
  type JobSearchKey,
} from '@kaamyaab/shared-api/contract';
import { Button, SelectField, TextField } from '@kaamyaab/shared-ui';
import type { JobSearchValues } from '../hooks/use-job-search-params';

const Form = styled.form`
  margin-bottom: 1.25rem;
`;

const SearchRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.75rem;
  align-items: end;

  & > div {
    margin-bottom: 0;
  }
`;

const Filters = styled.details`
  margin-top: 0.75rem;

  & > summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.5rem 0;
    min-height: 2.75rem;
  }
`;

const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  column-gap: 1rem;
  /* A field with a hint makes its row taller; the other controls keep their own height. */
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface JobSearchFormProps {
  values: JobSearchValues;
  onSearch: (values: JobSearchValues) => void;
  onClear: () => void;
}

/**
 * The keyword, filters and sort of a job search (issue 13). Checked with the server's own rules
 * before it is applied; the page puts the result in the URL. The filters fold away, so on a phone
 * the list starts right under the search box.
 */
export function JobSearchForm({ values, onSearch, onClear }: JobSearchFormProps) {
  const [draft, setDraft] = useState<JobSearchValues>(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Open while anything but the keyword is set, so what narrows or orders the list shows.
  const filtered = Object.keys(values).some((key) => key !== 'q');

  const bind = (name: JobSearchKey) => ({
    name,
    value: draft[name] ?? '',
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(SearchJobsQuery, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
  };

  return (
    <Form role="search" aria-label="Find jobs" onSubmit={submit} noValidate>
      <SearchRow>
        <TextField
          label="Search jobs"
          type="search"
          placeholder="e.g. React, logo design, Urdu writing"
          {...bind('q')}
        />
        <Button type="submit">Search</Button>
      </SearchRow>
      <Filters open={filtered || undefined}>
        <summary>Filters and sort</summary>
        <FilterGrid>
          <SelectField
            label="Sort by"
            options={options(jobSorts, (sort) => jobSortLabels[sort])}
            {...bind('sort')}
          />
          <SelectField
            label="Category"
            placeholder="Any category"
            options={options(jobCategories, (category) => category)}
            {...bind('category')}
          />
          <TextField label="Skills" hint="Comma-separated, any of them" {...bind('skills')} />
          <SelectField
            label="Project type"
            placeholder="Any type"
            options={options(projectTypes, (type) =>
              type === 'one-time' ? 'One-time' : 'Ongoing',
            )}
            {...bind('projectType')}
          />
          <SelectField
            label="Experience level"
            placeholder="Any level"
            options={options(experienceLevels, capitalized)}
            {...bind('experienceLevel')}
          />
          <SelectField
            label="Posted within"
            placeholder="Any time"
            options={options(postedWithin, (within) => postedWithinLabels[within])}
            {...bind('posted')}
          />
          <TextField label="Budget from (PKR)" inputMode="numeric" {...bind('budgetMin')} />
          <TextField label="Budget up to (PKR)" inputMode="numeric" {...bind('budgetMax')} />
        </FilterGrid>
        <Actions>
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft({});
              setErrors({});
              onClear();
            }}
          >
            Clear filters
          </Button>
        </Actions>
      </Filters>
    </Form>
  );
}
