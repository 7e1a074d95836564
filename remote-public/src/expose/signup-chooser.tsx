import type { ReactNode } from 'react';
import { RoleChooser } from '../features/choosers/role-chooser';
import { useFormsT } from '../i18n/strings/forms';

interface SignupChooserProps {
  freelancerForm: ReactNode;
  companyForm: ReactNode;
}

export default function SignupChooser({ freelancerForm, companyForm }: SignupChooserProps) {
  const { t } = useFormsT();
  return (
    <RoleChooser
      description={t('forms.chooser.signup.description')}
      title={t('forms.chooser.signup.title')}
      optionLabels={{
        freelancer: t('forms.chooser.signup.freelancer'),
        company: t('forms.chooser.signup.company'),
      }}
      forms={{ freelancer: freelancerForm, company: companyForm }}
    />
  );
}
