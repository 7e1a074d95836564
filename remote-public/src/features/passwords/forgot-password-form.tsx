import { useState } from 'react';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import { ForgotPasswordSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { credentialsApi, describeError, forgotPasswordErrors } from '@kaamyaab/shared-api/client';
import { loginPaths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  SelectField,
  SubmitButton,
  SuccessBanner,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { useFormsT } from '../../i18n/strings/forms';

type Role = 'freelancer' | 'company' | 'admin';
const roles: Role[] = ['freelancer', 'company', 'admin'];

const validate = formValidator(ForgotPasswordSchema);

/**
 * /forgot-password?as=<role>: the email of the account whose password was forgotten. The answer
 * is the same whether or not the address has an account, so the page never says which.
 */
export function ForgotPasswordForm() {
  const { t } = useFormsT();
  const [params] = useSearchParams();
  const asked = params.get('as') as Role | null;
  const form = useForm({
    initialValues: { role: asked && roles.includes(asked) ? asked : 'freelancer', email: '' },
    validate,
  });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const role = form.values.role as Role;
  const roleOptions = roles.map((value) => ({ value, label: t(`forms.forgot.roles.${value}`) }));

  const handleSubmit = form.handleSubmit(async ({ role: chosen, email }) => {
    try {
      setSent(await credentialsApi.forgotPassword(chosen as Role, email));
      setError(null);
    } catch (failure) {
      setError(describeError(failure, forgotPasswordErrors));
    }
  });

  return (
    <AuthCard
      title={t('forms.forgot.title')}
      subtitle={t('forms.forgot.subtitle')}
      footer={
        <>
          {t('forms.forgot.remembered')}{' '}
          <Link to={loginPaths[role]}>{t('forms.forgot.backToLogin')}</Link>
        </>
      }
    >
      <SuccessBanner message={sent} />
      <ErrorBanner message={error} />
      {sent ? null : (
        <form onSubmit={handleSubmit} noValidate>
          <SelectField
            label={t('forms.forgot.role')}
            options={roleOptions}
            {...form.bind('role')}
          />
          <TextField
            label={t('forms.forgot.email')}
            type="email"
            autoComplete="email"
            {...form.bind('email')}
          />
          <SubmitButton submitting={form.submitting}>{t('forms.forgot.send')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
