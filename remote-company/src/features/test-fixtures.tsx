import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import type { ApplicationDto, PostedJobDto } from '@kaamyaab/shared-api/contract';

/** Test helpers for the company's job pages: the shell's theme, and sample data. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

export const companyId = '8a0c3c1e-7d7b-4b0e-a9a9-2a7c6f1f0c11';

/** A posted job as Posted Jobs reads it: open, with two pending applications. */
export function aJob(overrides: Partial<PostedJobDto> = {}): PostedJobDto {
  return {
    _id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01',
    title: 'Looking for a React developer',
    description: 'Build the storefront of our Lahore bakery.',
    projectType: 'ongoing',
    experienceLevel: 'expert',
    jobCategory: 'Web Development',
    skills: ['React', 'TypeScript'],
    budget: 150000,
    duration: '6 weeks',
    numberOfFreelancers: 1,
    status: 'open',
    postedBy: companyId,
    company: { _id: companyId, companyName: 'Sabzi Mandi Tech' },
    createdAt: '2024-05-01T10:00:00.000Z',
    counts: { applications: 2, pending: 2, accepted: 0 },
    ...overrides,
  };
}

export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  const job = aJob();
  return {
    _id: 'c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21',
    job: { _id: job._id, title: job.title },
    jobId: job._id,
    applicantId: '1d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
    applicant: { fullName: 'Ayesha Khan', email: 'ayesha@example.pk', skills: ['React', 'Figma'] },
    coverLetter: 'I have built three shops.',
    proposedRate: 20000,
    estimatedCompletionTime: '2 weeks',
    status: 'pending',
    createdAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A failed call as axios reports it: `isAxiosError` and the server's answer. */
/** A job's applications as one page: nothing more to load. */
export const onePage = (applications: ApplicationDto[]) => ({ applications, nextCursor: null });

export function httpFailure(status: number, message: string) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { statusCode: status, message, errors: [{ msg: message }] } },
  });
}
