import { CompanySignupSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { usePartySignup } from '@kaamyaab/shared-api/client';
import { PartySignupForm, TextAreaField, TextField } from '@kaamyaab/shared-ui/forms';
import { ProgressBar } from '@kaamyaab/shared-ui/listings';
import { useCompanyT } from '../../i18n/company-strings';
import { CompanyIdentityFields } from './company-fields';

const initialValues = {
  companyName: '',
  pocName: '',
  pocId: '',
  companyNtn: '',
  email: '',
  password: '',
  bio: '',
  proofOfRegistrationFee: null as File | null,
  avatar: null as File | null,
};
const validate = formValidator<typeof initialValues>(CompanySignupSchema);

/** Spec 'Company signup': every text field required; files optional (receipt: images or PDF). */
export function CompanySignupForm() {
  const { t } = useCompanyT();
  const signup = usePartySignup('company', { initialValues, validate });
  return (
    <PartySignupForm {...signup} words={t} Progress={ProgressBar}>
      {(form, { credentials, proof, avatar }) => (
        <>
          <CompanyIdentityFields
            companyName={form.bind('companyName')}
            pocName={form.bind('pocName')}
            pocId={form.bind('pocId')}
            pocIdHint={t('signup.pocIdHint')}
          />
          <TextField
            label={t('fields.companyNtn')}
            hint={t('signup.ntnHint')}
            dir="ltr"
            {...form.bind('companyNtn')}
          />
          {credentials}
          <TextAreaField label={t('fields.bio')} rows={4} {...form.bind('bio')} />
          {proof}
          {avatar}
        </>
      )}
    </PartySignupForm>
  );
}
