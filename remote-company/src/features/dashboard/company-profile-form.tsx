import { CompanyProfileSchema, type CompanyDto } from '@kaamyaab/shared-api/contract';
import { partyProfileEdit } from '@kaamyaab/shared-api/client';
import { TextAreaField } from '@kaamyaab/shared-ui/forms';
import { PartyProfileForm, type PartyFormProps } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';
import { CompanyIdentityFields } from '../account/company-fields';

const valuesOf = (account: CompanyDto) => ({
  companyName: account.companyName,
  pocName: account.pocName,
  pocId: account.pocId,
  bio: account.bio,
  avatar: null as File | null,
});

const editing = partyProfileEdit('company', valuesOf, CompanyProfileSchema);

/** The company edits its details; its name and point of contact go back for review. */
export function CompanyProfileForm(props: PartyFormProps<CompanyDto>) {
  const { t } = useCompanyT();
  return (
    <PartyProfileForm {...props} words={t} {...editing}>
      {(form, avatar) => (
        <>
          <CompanyIdentityFields
            companyName={form.bind('companyName')}
            pocName={form.bind('pocName')}
            pocId={form.bind('pocId')}
            pocIdHint={t('profile.pocIdHint')}
          />
          <TextAreaField label={t('fields.bio')} rows={4} {...form.bind('bio')} />
          {avatar}
        </>
      )}
    </PartyProfileForm>
  );
}
