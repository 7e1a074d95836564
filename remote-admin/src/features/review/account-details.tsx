import type { ReviewedAccountDto } from '@kaamyaab/shared-api/contract';
import { Avatar, DetailsList } from '@kaamyaab/shared-ui';

/** Every registered field, in full: the review is where an admin checks them (and it is recorded). */
export function AccountDetails({ account }: { account: ReviewedAccountDto }) {
  const { freelancer, company } = account;
  if (freelancer) {
    return (
      <>
        <Avatar src={freelancer.avatar} name={freelancer.fullName} size={72} />
        <DetailsList
          rows={[
            ['Full name', freelancer.fullName],
            ['Email', freelancer.email],
            ['Phone number', freelancer.number],
            ['CNIC', freelancer.CNIC],
            ['Skill', freelancer.skills],
            ['Bank account', freelancer.bankAccount],
            ['Currently doing a job', freelancer.currentlyEmployed ? 'Yes' : 'No'],
            ['Company', freelancer.companyName || 'Not given'],
            ['Bio', freelancer.bio],
          ]}
        />
      </>
    );
  }
  if (!company) return null;
  return (
    <>
      <Avatar src={company.avatar} name={company.companyName} size={72} />
      <DetailsList
        rows={[
          ['Company name', company.companyName],
          ['Point of contact', company.pocName],
          ["Point of contact's CNIC", company.pocId],
          ['NTN', company.companyNtn],
          ['Email', company.email],
          ['Bio', company.bio],
        ]}
      />
    </>
  );
}

export const accountNameOf = (account: ReviewedAccountDto) =>
  account.freelancer?.fullName ?? account.company?.companyName ?? '';
