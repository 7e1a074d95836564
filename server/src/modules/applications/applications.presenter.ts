import { splitSkills, type ApplicationDto } from '@kaamyaab/shared-api/contract';
import type { ApplicationView } from './applications.repository';

/** Maps a row to the contract's shape; `job._id` is what the jobs page uses to mark applied jobs. */
export function presentApplication({
  application,
  jobTitle,
  applicant,
}: ApplicationView): ApplicationDto {
  return {
    _id: application.id,
    job: { _id: application.jobId, title: jobTitle },
    jobId: application.jobId,
    applicantId: application.freelancerId,
    applicant: applicant && {
      fullName: applicant.fullName,
      email: applicant.email,
      // A freelancer writes skills as one comma-separated text; the contract sends a list.
      skills: splitSkills(applicant.skills),
    },
    coverLetter: application.coverLetter,
    proposedRate: application.proposedRate,
    estimatedCompletionTime: application.estimatedCompletionTime,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
  };
}
