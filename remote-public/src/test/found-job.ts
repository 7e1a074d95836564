import type { FoundJobDto } from '@kaamyaab/shared-api/contract';

/** An open job as the public board reads it, with what a test changes. */
export const aFoundJob = (overrides: Partial<FoundJobDto> = {}): FoundJobDto => ({
  _id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01',
  title: 'Shopify store for a Multan potter',
  description: 'Set up the store and its payments.',
  projectType: 'one-time',
  experienceLevel: 'entry',
  jobCategory: 'Web Development',
  skills: ['Shopify'],
  budget: 60000,
  duration: '3 weeks',
  numberOfFreelancers: 1,
  status: 'open',
  postedBy: 'company-1',
  company: { _id: 'company-1', companyName: 'Blue Pottery House' },
  createdAt: '2026-11-20T10:00:00.000Z',
  applicants: 3,
  ...overrides,
});
