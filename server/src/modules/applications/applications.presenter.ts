import {
  splitSkills,
  type ApplicationDto,
  type MyApplicationDto,
  type MyApplicationsPage,
} from '@kaamyaab/shared-api/contract';
import type { ApplicationView, MyApplicationView } from './applications.repository';
import type { KeysetPage } from '../../lib/keyset-page';

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

/** An application as its freelancer sees it on My Applications. */
export function presentMyApplication({
  application,
  job,
  companyName,
}: MyApplicationView): MyApplicationDto {
  return {
    _id: application.id,
    job: { _id: application.jobId, title: job.title, status: job.status },
    company: companyName === null ? null : { _id: job.companyId, companyName },
    coverLetter: application.coverLetter,
    proposedRate: application.proposedRate,
    estimatedCompletionTime: application.estimatedCompletionTime,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
  };
}

export function presentMyApplicationsPage({
  rows,
  limit,
  nextCursor,
}: KeysetPage<MyApplicationView>): MyApplicationsPage {
  return { applications: rows.map(presentMyApplication), limit, nextCursor };
}
