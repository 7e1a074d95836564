import type { ExperienceLevel } from '@kaamyaab/shared-api/contract';

/** Spec section 9: entry is 1 star, intermediate 2, expert 3. */
export const starsFor: Record<ExperienceLevel, 1 | 2 | 3> = {
  entry: 1,
  intermediate: 2,
  expert: 3,
};

export const experienceLabel: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  intermediate: 'Intermediate',
  expert: 'Expert',
};
