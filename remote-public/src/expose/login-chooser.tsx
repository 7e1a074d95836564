import type { ChooserProps } from '@kaamyaab/shared-api';
import { RoleChooser } from '../features/choosers/role-chooser';
import { useFormsT } from '../i18n/strings/forms';

export default function LoginChooser({ freelancerForm, companyForm }: ChooserProps) {
  const { t } = useFormsT();
  return (
    <RoleChooser
      description={t('forms.chooser.login.description')}
      title={t('forms.chooser.login.title')}
      optionLabels={{
        freelancer: t('forms.chooser.login.freelancer'),
        company: t('forms.chooser.login.company'),
      }}
      forms={{ freelancer: freelancerForm, company: companyForm }}
    />
  );
}
