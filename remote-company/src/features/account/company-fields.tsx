import { TextField, type TextFieldProps } from '@kaamyaab/shared-ui/forms';
import { useCompanyT } from '../../i18n/company-strings';

type Bound = Omit<TextFieldProps, 'label'>;

/**
 * Who the company is, as sign-up and the profile edit both ask it: its name, its point of
 * contact and that person's CNIC (`pocIdHint`: each form gives its own example).
 */
export function CompanyIdentityFields({
  companyName,
  pocName,
  pocId,
  pocIdHint,
}: {
  companyName: Bound;
  pocName: Bound;
  pocId: Bound;
  pocIdHint: string;
}) {
  const { t } = useCompanyT();
  return (
    <>
      <TextField label={t('fields.companyName')} autoComplete="organization" {...companyName} />
      <TextField label={t('fields.pocName')} autoComplete="name" {...pocName} />
      <TextField label={t('fields.pocId')} hint={pocIdHint} dir="ltr" {...pocId} />
    </>
  );
}
