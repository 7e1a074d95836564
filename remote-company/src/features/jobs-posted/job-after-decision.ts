import type { ApplicationDto, PostedJobDto } from '@kaamyaab/shared-api/contract';

/**
 * The posted job as it stands after one of its pending applications was decided: the counts
 * move, and an accept that reaches the number needed fills it (as the server did in the same
 * transaction), so the card needs no second call.
 */
export function jobAfterDecision(job: PostedJobDto, decided: ApplicationDto): PostedJobDto {
  const accepted = job.counts.accepted + (decided.status === 'accepted' ? 1 : 0);
  const filled = job.status === 'open' && accepted >= job.numberOfFreelancers;
  return {
    ...job,
    status: filled ? 'filled' : job.status,
    counts: { ...job.counts, pending: Math.max(0, job.counts.pending - 1), accepted },
  };
}
