/**
 * Sample answers of the contract for the apps' tests, so a freelancer's and a company's tests
 * read the same job and the same application, and a refusal looks as axios throws it. Tests
 * only: no page imports this entry.
 */
import type { ApplicationDto, JobDto } from '../contract';

export const sampleCompany = {
  _id: '8a0c3c1e-7d7b-4b0e-a9a9-2a7c6f1f0c11',
  companyName: 'Sabzi Mandi Tech',
} as const;

/** An open job as the job lists read it. */
export function aJob(overrides: Partial<JobDto> = {}): JobDto {
  return {
    _id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01',
    title: 'Looking for a React developer',
    description: 'Build the storefront of our Lahore bakery.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Web Development',
    skills: ['React', 'TypeScript'],
    budget: 150000,
    duration: '6 weeks',
    numberOfFreelancers: 2,
    status: 'open',
    postedBy: sampleCompany._id,
    company: { ...sampleCompany },
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A pending application to `aJob()`, by Ayesha Khan. */
export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  const job = aJob();
  return {
    _id: 'c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21',
    job: { _id: job._id, title: job.title },
    jobId: job._id,
    applicantId: '1d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
    applicant: { fullName: 'Ayesha Khan', email: 'ayesha@example.pk', skills: ['React'] },
    coverLetter: 'I have built three shops.',
    proposedRate: 20000,
    estimatedCompletionTime: '2 weeks',
    status: 'pending',
    createdAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A refused call as axios throws it, answered in the contract's failure envelope. */
export function httpFailure(status: number, message: string, code = 'internal') {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: {
      status,
      data: { statusCode: status, code, message, errors: [{ msg: message }] },
    },
  });
}
export * from './deals';
