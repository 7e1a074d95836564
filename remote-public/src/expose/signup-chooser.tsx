import type { ReactNode } from 'react';
import { RoleChooser } from '../features/choosers/role-chooser';

interface SignupChooserProps {
  freelancerForm: ReactNode;
  companyForm: ReactNode;
}

export default function SignupChooser({ freelancerForm, companyForm }: SignupChooserProps) {
  return (
    <RoleChooser
      description="Create your Kaamyaab account as a freelancer or as a company."
      title="Join Kaamyaab"
      optionLabels={{ freelancer: 'Sign up as Freelancer', company: 'Sign up as Company' }}
      forms={{ freelancer: freelancerForm, company: companyForm }}
    />
  );
}
