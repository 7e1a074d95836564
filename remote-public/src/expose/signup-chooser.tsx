import type { ChooserProps } from '@kaamyaab/shared-api';
import { RoleChooser } from '../features/choosers/role-chooser';
import { useFormsT } from '../i18n/strings/forms';

export default function SignupChooser({ freelancerForm, companyForm }: ChooserProps) {
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
