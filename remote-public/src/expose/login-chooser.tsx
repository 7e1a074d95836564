import type { ReactNode } from 'react';
import { RoleChooser } from '../features/choosers/role-chooser';

interface LoginChooserProps {
  freelancerForm: ReactNode;
  companyForm: ReactNode;
}

export default function LoginChooser({ freelancerForm, companyForm }: LoginChooserProps) {
  return (
    <RoleChooser
      description="Log in to Kaamyaab as a freelancer or as a company."
      title="Welcome back to Kaamyaab"
      optionLabels={{ freelancer: 'Login as Freelancer', company: 'Login as Company' }}
      forms={{ freelancer: freelancerForm, company: companyForm }}
    />
  );
}
