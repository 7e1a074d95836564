import * as z from 'zod/mini';
import { pageFields } from './paging';
import { preprocess } from './preprocess';
import { fieldErrors } from './accounts';
import {
  experienceLevels,
  jobCategories,
  JOBS_PAGE_DEFAULT,
  JOBS_PAGE_MAX,
  MAX_PKR_AMOUNT,
  projectTypes,
  SKILL_SEPARATOR,
} from './jobs';
import { onFirstUse } from './on-first-use';

/**
 * Finding work: a keyword over title, skills and description (each word a prefix, so "reac" finds
 * React), filters, a sort, and keyset pages. Every value is optional text, as it arrives from a
 * shared URL; anything not understood is a 400 with a sentence, never ignored.
 */
export const jobSorts = ['newest', 'budget', 'applicants'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = {
  newest: 'Newest first',
  budget: 'Budget: high to low',
  applicants: 'Fewest applicants',
};

export const postedWithin = ['24h', '7d', '30d'] as const;
export type PostedWithin = (typeof postedWithin)[number];
export const postedWithinLabels: Record<PostedWithin, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
export const postedWithinHours: Record<PostedWithin, number> = { '24h': 24, '7d': 168, '30d': 720 };

export const searchMessages = {
  keywordTooLong: 'Search words must be at most 100 characters',
  categoryTooLong: 'Job category must be at most 60 characters',
  skillsTooMany: 'Choose at most 10 skills',
  budget: 'Budget must be a whole amount in PKR',
  budgetOrder: 'The lowest budget must not be above the highest',
  sort: "Sort must be 'newest', 'budget' or 'applicants'",
  posted: "Posted within must be '24h', '7d' or '30d'",
  projectType: "Project type must be 'one-time' or 'ongoing'",
  experienceLevel: "Experience level must be 'entry', 'intermediate' or 'expert'",
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const rupees = onFirstUse(() =>
  preprocess(
    blankToUndefined,
    z.optional(
      z.coerce
        .number({ error: searchMessages.budget })
        .check(
          z.int(searchMessages.budget),
          z.minimum(0, searchMessages.budget),
          z.maximum(MAX_PKR_AMOUNT, searchMessages.budget),
        ),
    ),
  ),
);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(blankToUndefined, z.optional(z.enum(values, { error: message })));

/** Search words: each a prefix that must match (the job board and the talent directory). */
export const keywordQuery = onFirstUse(() =>
  z.optional(z.string().check(z.trim(), z.maxLength(100, searchMessages.keywordTooLong))),
);

/** Comma-separated skills; a row with any of them matches, letter case aside. */
export const skillsQuery = onFirstUse(() =>
  z
    .pipe(
      z.optional(z.string().check(z.maxLength(600))),
      z.transform((text) =>
        (text ?? '')
          .split(SKILL_SEPARATOR)
          .map((skill) => skill.trim().toLowerCase())
          .filter(Boolean),
      ),
    )
    .check(z.refine((skills) => skills.length <= 10, searchMessages.skillsTooMany)),
);

export const SearchJobsQuery = onFirstUse(() =>
  z
    .object({
      q: keywordQuery,
      category: z.optional(
        z.string().check(z.trim(), z.maxLength(60, searchMessages.categoryTooLong)),
      ),
      skills: skillsQuery,
      projectType: optionalChoice(projectTypes, searchMessages.projectType),
      experienceLevel: optionalChoice(experienceLevels, searchMessages.experienceLevel),
      budgetMin: rupees,
      budgetMax: rupees,
      posted: optionalChoice(postedWithin, searchMessages.posted),
      sort: preprocess(
        blankToUndefined,
        z._default(z.enum(jobSorts, { error: searchMessages.sort }), 'newest'),
      ),
      ...pageFields(JOBS_PAGE_DEFAULT, JOBS_PAGE_MAX),
    })
    .check(
      z.refine(
        ({ budgetMin, budgetMax }) =>
          budgetMin === undefined || budgetMax === undefined || budgetMin <= budgetMax,
        { path: ['budgetMin'], message: searchMessages.budgetOrder },
      ),
    ),
);
export type SearchJobsQuery = z.input<typeof SearchJobsQuery>;
export type JobSearch = z.output<typeof SearchJobsQuery>;

/** The filters a search URL can carry, in the order a page shows them. */
export const jobSearchKeys = [
  'q',
  'category',
  'skills',
  'projectType',
  'experienceLevel',
  'budgetMin',
  'budgetMax',
  'posted',
  'sort',
] as const;
export type JobSearchKey = (typeof jobSearchKeys)[number];
export type JobSearchValues = Partial<Record<JobSearchKey, string>>;

const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const experienceChoiceLabels = { entry: 'Entry', intermediate: 'Intermediate', expert: 'Expert' };

/** The options of a search form's lists, as every board shows them. */
export const jobSearchChoices = {
  sort: choices(jobSorts, (sort) => jobSortLabels[sort]),
  category: choices(jobCategories, (category) => category),
  projectType: choices(projectTypes, (type) => (type === 'one-time' ? 'One-time' : 'Ongoing')),
  experienceLevel: choices(experienceLevels, (level) => experienceChoiceLabels[level]),
  posted: choices(postedWithin, (within) => postedWithinLabels[within]),
};

/** The browser's check of a search, with the server's own rules and sentences. */
export const validateJobSearch = (values: Partial<Record<JobSearchKey, string>>) =>
  fieldErrors(SearchJobsQuery, values);
