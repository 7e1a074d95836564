import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { CompanySignupSchema, formValidator, uploadRules } from '@kaamyaab/shared-api/contract';
import { accountsApi, companySignupErrors, describeError } from '@kaamyaab/shared-api/client';
import { loginAs, paths } from '@kaamyaab/shared-api';
import { useSentence } from '@kaamyaab/shared-ui';
import {
  AuthCard,
  ErrorBanner,
  FileField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { ProgressBar } from '@kaamyaab/shared-ui/listings';
import { useCompanyT } from '../../i18n/company-strings';

const textFields = [
  'companyName',
  'pocName',
  'pocId',
  'companyNtn',
  'email',
  'password',
  'bio',
] as const;
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
type Values = typeof initialValues;
const validate = formValidator<Values>(CompanySignupSchema);

function toFormData(values: Values): FormData {
  const form = new FormData();
  for (const name of textFields) form.append(name, values[name].trim());
  if (values.proofOfRegistrationFee)
    form.append('proofOfRegistrationFee', values.proofOfRegistrationFee);
  if (values.avatar) form.append('avatar', values.avatar);
  return form;
}

/** Spec 'Company signup': every text field required; files optional (receipt: images or PDF). */
export function CompanySignupForm() {
  const { t } = useCompanyT();
  const say = useSentence();
  const navigate = useNavigate();
  const form = useForm({ initialValues, validate });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { bind } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      await accountsApi.registerCompany(toFormData(values), setProgress);
      navigate(loginAs('company'), { state: signedUpState(true) });
    } catch (failure) {
      setError(describeError(failure, companySignupErrors));
      setProgress(null);
    }
  });

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      headingLevel={2}
      footer={
        <>
          {t('signup.registered')} <Link to={paths.login}>{t('signup.logIn')}</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('fields.companyName')}
          autoComplete="organization"
          {...bind('companyName')}
        />
        <TextField label={t('fields.pocName')} autoComplete="name" {...bind('pocName')} />
        <TextField
          label={t('fields.pocId')}
          hint={t('signup.pocIdHint')}
          dir="ltr"
          {...bind('pocId')}
        />
        <TextField
          label={t('fields.companyNtn')}
          hint={t('signup.ntnHint')}
          dir="ltr"
          {...bind('companyNtn')}
        />
        <TextField label={t('signup.email')} type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          {...bind('password')}
        />
        <TextAreaField label={t('fields.bio')} rows={4} {...bind('bio')} />
        <FileField
          label={t('signup.receipt')}
          accept={uploadRules.proof.accept}
          hint={say(uploadRules.proof.hint)}
          {...form.file('proofOfRegistrationFee')}
        />
        <FileField
          label={t('signup.avatar')}
          accept={uploadRules.avatar.accept}
          hint={say(uploadRules.avatar.hint)}
          {...form.file('avatar')}
        />
        {progress !== null ? <ProgressBar value={progress} label={t('signup.uploading')} /> : null}
        <SubmitButton submitting={form.submitting}>{t('signup.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
