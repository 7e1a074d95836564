import { cleanup } from '@testing-library/react';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import type { JobApplicationDto, PostedJobDto } from '@kaamyaab/shared-api/contract';
import {
  aJob as anOpenJob,
  anApplication as anyApplication,
  sampleCompany,
} from '@kaamyaab/shared-api/testing';

export { httpFailure } from '@kaamyaab/shared-api/testing';
export { renderWithTheme } from '@kaamyaab/shared-ui/testing';

/** The company whose pages these tests show. */
export const companyId = sampleCompany._id;

/** A posted job as Posted Jobs reads it: open, with two pending applications. */
export function aJob(overrides: Partial<PostedJobDto> = {}): PostedJobDto {
  return {
    ...anOpenJob({ projectType: 'ongoing', experienceLevel: 'expert', numberOfFreelancers: 1 }),
    counts: { applications: 2, pending: 2, accepted: 0 },
    ...overrides,
  };
}

/** An application whose applicant lists the skills the company's cards show, without a score yet. */
export function anApplication(overrides: Partial<JobApplicationDto> = {}): JobApplicationDto {
  return {
    applicantReputation: { score: null, counted: 0, badges: ['identityVerified'] },
    ...anyApplication({
      applicant: {
        fullName: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        skills: ['React', 'Figma'],
      },
    }),
    ...overrides,
  };
}

/** A job's applications as one page: nothing more to load. */
export const onePage = (applications: JobApplicationDto[]) => ({ applications, nextCursor: null });

/**
 * The company signed in, as a reload finds it (its stored entry read back), before each test of
 * the block; after each, the page unmounted, the company signed out and the mocks restored.
 */
export function signedInCompanyEachTest() {
  beforeEach(() => {
    saveEntry('company', { data: { company: { _id: companyId } } });
    useAuthStore.getState().hydrate();
  });
  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout('company');
    jest.restoreAllMocks();
  });
}
