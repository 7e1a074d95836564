import {
  ApplySchema,
  ListJobsQuery,
  PostJobSchema,
  UpdateApplicationStatusSchema,
  applicationMessages,
  jobMessages,
  splitSkills,
} from './jobs';

const validJob = {
  title: 'Looking for a React developer',
  description: 'Build our storefront.',
  projectType: 'one-time',
  experienceLevel: 'expert',
  jobCategory: 'Web Development',
  skills: ['React', 'TypeScript'],
  budget: 150000,
  duration: '2 months',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('PostJobSchema', () => {
  it('accepts a complete job and defaults the number of freelancers to 1', () => {
    const parsed = PostJobSchema.parse(validJob);
    expect(parsed.numberOfFreelancers).toBe(1);
    expect(parsed.budget).toBe(150000);
  });

  it('names every missing required field with its own message', () => {
    const messages = messagesOf(PostJobSchema.safeParse({}));
    expect(messages).toEqual(
      expect.arrayContaining([
        jobMessages.titleRequired,
        jobMessages.descriptionRequired,
        jobMessages.categoryRequired,
        jobMessages.skillsRequired,
        jobMessages.budgetRequired,
      ]),
    );
  });

  it('refuses blank text, empty skills and bad amounts with the contract messages', () => {
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, title: '   ' }))).toEqual([
      jobMessages.titleRequired,
    ]);
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, skills: [] }))).toEqual([
      'At least one skill is required',
    ]);
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, skills: ['  '] }))).toEqual([
      'At least one skill is required',
    ]);
    for (const budget of [0, -5, 1.5, 100_000_001, '12abc', true, null]) {
      expect(messagesOf(PostJobSchema.safeParse({ ...validJob, budget }))).toEqual([
        'Budget must be a positive amount in PKR',
      ]);
    }
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, numberOfFreelancers: 0 }))).toEqual([
      'At least 1 freelancer is needed',
    ]);
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, title: 'x'.repeat(121) }))).toEqual([
      jobMessages.titleTooLong,
    ]);
  });

  it('reads a plain digit string as whole rupees, as older form clients send it', () => {
    expect(PostJobSchema.parse({ ...validJob, budget: ' 25000 ' }).budget).toBe(25000);
    expect(PostJobSchema.parse({ ...validJob, numberOfFreelancers: '3' }).numberOfFreelancers).toBe(
      3,
    );
  });

  it('refuses unknown enum values', () => {
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, projectType: 'forever' }))).toEqual([
      jobMessages.projectType,
    ]);
    expect(messagesOf(PostJobSchema.safeParse({ ...validJob, experienceLevel: 'guru' }))).toEqual([
      jobMessages.experienceLevel,
    ]);
  });
});

describe('ApplySchema', () => {
  const validApplication = {
    jobId: '0b7c0d2e-7d3f-4a57-9f0e-0b2b8f8d1c11',
    coverLetter: 'I have built five shops.',
    proposedRate: 20000,
    estimatedCompletionTime: '2 weeks',
  };

  it('accepts a complete application', () => {
    expect(ApplySchema.parse(validApplication).proposedRate).toBe(20000);
  });

  it('requires every field with the contract messages', () => {
    expect(messagesOf(ApplySchema.safeParse({}))).toEqual(
      expect.arrayContaining([
        applicationMessages.jobRequired,
        'Cover letter is required',
        'Proposed rate is required',
        'Estimated completion time is required',
      ]),
    );
    expect(
      messagesOf(ApplySchema.safeParse({ ...validApplication, proposedRate: 'twenty' })),
    ).toEqual([applicationMessages.rateInvalid]);
    expect(messagesOf(ApplySchema.safeParse({ ...validApplication, jobId: 'nope' }))).toEqual([
      applicationMessages.jobInvalid,
    ]);
  });
});

describe('other schemas', () => {
  it('accepts only accepted or rejected as a decision', () => {
    expect(UpdateApplicationStatusSchema.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(UpdateApplicationStatusSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('pages jobs by 50 by default and at most 200, after a cursor, never by page number', () => {
    expect(ListJobsQuery.parse({})).toEqual({ limit: 50 });
    expect(ListJobsQuery.parse({ limit: '200', after: 'abc' })).toEqual({
      limit: 200,
      after: 'abc',
    });
    expect(ListJobsQuery.safeParse({ limit: '201' }).success).toBe(false);
    expect(messagesOf(ListJobsQuery.safeParse({ page: '2' }))).toEqual([
      jobMessages.pageNotSupported,
    ]);
  });
});

describe('splitSkills', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(splitSkills(' React, Node.js ,, react,  Figma ,')).toEqual([
      'React',
      'Node.js',
      'Figma',
    ]);
    expect(splitSkills('   ')).toEqual([]);
  });

  it('splits on the Urdu comma an Urdu keyboard types too', () => {
    expect(splitSkills('React، اردو کمپوزنگ,Figma')).toEqual(['React', 'اردو کمپوزنگ', 'Figma']);
  });
});

describe('blank amounts from forms', () => {
  it('reads a blank budget as missing', () => {
    const result = PostJobSchema.safeParse({ ...validJob, budget: '  ' });
    expect(messagesOf(result)).toEqual(['Budget is required']);
  });
});
