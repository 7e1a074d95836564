import {
  PostJobSchema,
  formValidator,
  splitSkills,
  type JobDto,
  type PostJobBody,
} from '@kaamyaab/shared-api/contract';

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

/** The form filled with a posted job, to edit it. */
export function valuesFromJob(job: JobDto): PostJobValues {
  return {
    title: job.title,
    description: job.description,
    projectType: job.projectType,
    experienceLevel: job.experienceLevel,
    jobCategory: job.jobCategory,
    skills: job.skills.join(', '),
    budget: String(job.budget),
    duration: job.duration,
    numberOfFreelancers: String(job.numberOfFreelancers),
  };
}

/** The contract's input: skills go as an array, never as one comma-separated string. */
const asPostJobInput = (values: PostJobValues) => ({
  ...values,
  skills: splitSkills(values.skills),
});

/** The form's rules: the contract's own, with its messages. */
export const validatePostJob = formValidator(PostJobSchema, asPostJobInput);

/** The body to send once the form is valid, or null (no call is made). */
export function checkPostJob(
  values: PostJobValues,
  companyId: string | undefined,
): { body: PostJobBody | null } {
  const parsed = PostJobSchema.safeParse({ ...asPostJobInput(values), postedBy: companyId });
  return { body: parsed.success ? parsed.data : null };
}
