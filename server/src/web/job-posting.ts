import type { JobWithCompany } from '../modules/jobs';

/**
 * An open job as schema.org's JobPosting, which search engines read from the job's page to list
 * it among jobs (Google's job search). A job that is closed or filled has none: it takes no
 * applications, and a posting left on its page would keep it listed.
 */
export function jobPosting({ job, companyName }: JobWithCompany) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt.toISOString(),
    identifier: { '@type': 'PropertyValue', name: 'Kaamyaab', value: job.id },
    ...(companyName !== null && {
      hiringOrganization: { '@type': 'Organization', name: companyName },
    }),
    // Every job here is a project for a freelancer, done online from anywhere in Pakistan (the
    // product has no job location, and freelancers register with a Pakistani CNIC); a job has
    // no closing date, so there is no validThrough.
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Pakistan' },
    // The budget is for the whole project, so it has no unit of time.
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'PKR',
      value: { '@type': 'QuantitativeValue', value: job.budget },
    },
    // Apply Now is on the job's own page.
    directApply: true,
  };
}
