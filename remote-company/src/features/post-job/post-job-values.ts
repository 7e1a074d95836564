import { PostJobSchema, splitSkills, type PostJobBody } from '@kaamyaab/shared-api/contract';

/** The Post a New Job form as typed: every field is text until it is checked. */
export interface PostJobValues {
  title: string;
  description: string;
  projectType: string;
  experienceLevel: string;
  jobCategory: string;
  skills: string;
  budget: string;
  duration: string;
  numberOfFreelancers: string;
}

export type PostJobField = keyof PostJobValues;
export type PostJobErrors = Partial<Record<PostJobField, string>>;

export const initialPostJobValues: PostJobValues = {
  title: 'Looking for a',
  description: '',
  projectType: 'one-time',
  experienceLevel: 'entry',
  jobCategory: '',
  skills: '',
  budget: '',
  duration: '',
  numberOfFreelancers: '1',
};

/** Checks the form with the contract's own rules; skills go as an array, never as one string. */
export function checkPostJob(
  values: PostJobValues,
  companyId: string | undefined,
): { body: PostJobBody; errors: null } | { body: null; errors: PostJobErrors } {
  const parsed = PostJobSchema.safeParse({
    ...values,
    skills: splitSkills(values.skills),
    postedBy: companyId,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: PostJobErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PostJobField;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}
