import styled from 'styled-components';
import { Button } from '../button/button';
import { SelectField, type SelectOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import { useForm } from '../../lib/use-form';

/** The words and filters a job search URL can carry; blank ones are left out. */
export type JobSearchField =
  | 'q'
  | 'category'
  | 'skills'
  | 'projectType'
  | 'experienceLevel'
  | 'budgetMin'
  | 'budgetMax'
  | 'posted'
  | 'sort';
export type JobSearchValues = Partial<Record<JobSearchField, string>>;

/** Every field of the form, blank where the search leaves it out. */
const everyField = (fields: readonly JobSearchField[], values: JobSearchValues) =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as Record<
    JobSearchField,
    string
  >;

/** The options of the form's lists (the contract's jobSearchChoices). */
export interface JobSearchChoices {
  sort: SelectOption[];
  category: SelectOption[];
  projectType: SelectOption[];
  experienceLevel: SelectOption[];
  posted: SelectOption[];
}

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

export interface JobSearchFormProps {
  /** The keys of a job search (the contract's jobSearchKeys). */
  fields: readonly JobSearchField[];
  values: JobSearchValues;
  choices: JobSearchChoices;
  /** The first message per invalid field: the server's own rules, checked before searching. */
  validate: (values: JobSearchValues) => Record<string, string>;
  onSearch: (values: JobSearchValues) => void;
  onClear: () => void;
}

/**
 * The keyword, filters and sort of a job search (issue 13), on every board, written with useForm
 * like every form. The page puts the search in the URL and keys the form by it, so Clear (a new
 * URL) starts it afresh. The filters fold away, so on a phone the list starts right under the box.
 */
export function JobSearchForm({
  fields,
  values,
  choices,
  validate,
  onSearch,
  onClear,
}: JobSearchFormProps) {
  const form = useForm({ initialValues: everyField(fields, values), validate });
  // Open while anything but the keyword is set, so what narrows or orders the list shows.
  const filtered = Object.keys(values).some((key) => key !== 'q');
  const bind = form.bind;

  return (
    <Form role="search" aria-label="Find jobs" onSubmit={form.handleSubmit(onSearch)} noValidate>
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
          <SelectField label="Sort by" options={choices.sort} {...bind('sort')} />
          <SelectField
            label="Category"
            placeholder="Any category"
            options={choices.category}
            {...bind('category')}
          />
          <TextField label="Skills" hint="Comma-separated, any of them" {...bind('skills')} />
          <SelectField
            label="Project type"
            placeholder="Any type"
            options={choices.projectType}
            {...bind('projectType')}
          />
          <SelectField
            label="Experience level"
            placeholder="Any level"
            options={choices.experienceLevel}
            {...bind('experienceLevel')}
          />
          <SelectField
            label="Posted within"
            placeholder="Any time"
            options={choices.posted}
            {...bind('posted')}
          />
          <TextField label="Budget from (PKR)" inputMode="numeric" {...bind('budgetMin')} />
          <TextField label="Budget up to (PKR)" inputMode="numeric" {...bind('budgetMax')} />
        </FilterGrid>
        <Actions>
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </Actions>
      </Filters>
    </Form>
  );
}
