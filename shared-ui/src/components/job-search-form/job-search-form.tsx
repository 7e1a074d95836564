import styled from 'styled-components';
import { Button, useSentence, useUiT } from '@kaamyaab/shared-ui';
import { SelectField, type SelectOption, TextField, useForm } from '@kaamyaab/shared-ui/forms';

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
 * The keyword, filters and sort of a job search, on every board, written with useForm like every
 * form. The page puts the search in the URL and keys the form by it, so Clear (a new URL) starts it
 * afresh. The filters fold away, so on a phone the list starts right under the box.
 */
export function JobSearchForm({
  fields,
  values,
  choices,
  validate,
  onSearch,
  onClear,
}: JobSearchFormProps) {
  const { t } = useUiT();
  const say = useSentence();
  // The values are the URL's search, submitted once already: a mistake in a shared link shows.
  const form = useForm({ initialValues: everyField(fields, values), validate, submitted: true });
  // Open while anything but the keyword is set, so what narrows or orders the list shows.
  const filtered = Object.keys(values).some((key) => key !== 'q');
  const bind = form.bind;
  // The contract's choices are labelled in the spec's English; shown in the language chosen.
  const options = (list: SelectOption[]) =>
    list.map((option) => ({ ...option, label: say(option.label) }));

  return (
    <Form
      role="search"
      aria-label={t('jobSearch.region')}
      onSubmit={form.handleSubmit(onSearch)}
      noValidate
    >
      <SearchRow>
        <TextField
          label={t('jobSearch.keyword')}
          type="search"
          placeholder={t('jobSearch.keywordExample')}
          {...bind('q')}
        />
        <Button type="submit">{t('jobSearch.search')}</Button>
      </SearchRow>
      <Filters open={filtered || undefined}>
        <summary>{t('jobSearch.filters')}</summary>
        <FilterGrid>
          <SelectField
            label={t('jobSearch.sortBy')}
            options={options(choices.sort)}
            {...bind('sort')}
          />
          <SelectField
            label={t('jobSearch.category')}
            placeholder={t('jobSearch.anyCategory')}
            options={options(choices.category)}
            {...bind('category')}
          />
          <TextField
            label={t('jobSearch.skills')}
            hint={t('jobSearch.skillsHint')}
            {...bind('skills')}
          />
          <SelectField
            label={t('jobSearch.projectType')}
            placeholder={t('jobSearch.anyType')}
            options={options(choices.projectType)}
            {...bind('projectType')}
          />
          <SelectField
            label={t('jobSearch.experienceLevel')}
            placeholder={t('jobSearch.anyLevel')}
            options={options(choices.experienceLevel)}
            {...bind('experienceLevel')}
          />
          <SelectField
            label={t('jobSearch.postedWithin')}
            placeholder={t('jobSearch.anyTime')}
            options={options(choices.posted)}
            {...bind('posted')}
          />
          <TextField label={t('jobSearch.budgetMin')} inputMode="numeric" {...bind('budgetMin')} />
          <TextField label={t('jobSearch.budgetMax')} inputMode="numeric" {...bind('budgetMax')} />
        </FilterGrid>
        <Actions>
          <Button type="submit">{t('jobSearch.apply')}</Button>
          <Button type="button" variant="secondary" onClick={onClear}>
            {t('jobSearch.clear')}
          </Button>
        </Actions>
      </Filters>
    </Form>
  );
}
