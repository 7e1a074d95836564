import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { accountsApi, describeError, freelancerSignupErrors } from '@kaamyaab/shared-api/client';
import { loginAs, paths } from '@kaamyaab/shared-api';
import { useSentence } from '@kaamyaab/shared-ui';
import {
  AuthCard,
  CheckboxField,
  ErrorBanner,
  FileField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { ProgressBar } from '@kaamyaab/shared-ui/listings';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import {
  BankAccountField,
  CnicField,
  EmploymentFields,
  PhoneField,
  SkillField,
} from './freelancer-fields';
import { initialValues, toFormData, validateFreelancerSignup } from './freelancer-signup-values';

/** Spec 'Freelancer signup': every field of section 2, validated on change and on blur. */
export function FreelancerSignupForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useFreelancerT();
  const say = useSentence();
  const navigate = useNavigate();
  const form = useForm({ initialValues, validate: validateFreelancerSignup });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { bind } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      await accountsApi.registerFreelancer(toFormData(values), setProgress);
      navigate(loginAs('freelancer'), { state: signedUpState(true) });
    } catch (failure) {
      setError(describeError(failure, freelancerSignupErrors));
      setProgress(null);
    }
  });

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      headingLevel={headingLevel}
      footer={
        <>
          {t('signup.haveAccount')} <Link to={paths.login}>{t('signup.logIn')}</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('fields.fullName')} autoComplete="name" {...bind('fullName')} />
        <TextField label={t('signup.email')} type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          {...bind('password')}
        />
        <PhoneField {...bind('number')} />
        <CnicField {...bind('CNIC')} />
        <SkillField {...bind('skills')} />
        <BankAccountField {...bind('bankAccount')} />
        <EmploymentFields
          employment={form.choice('currentlyEmployed')}
          companyName={bind('companyName')}
        />
        <FileField
          label={t('signup.proof')}
          accept={uploadRules.proof.accept}
          hint={say(uploadRules.proof.hint)}
          required
          {...form.file('proofOfRegistrationFee')}
        />
        <FileField
          label={t('signup.avatar')}
          accept={uploadRules.avatar.accept}
          hint={say(uploadRules.avatar.hint)}
          {...form.file('avatar')}
        />
        <TextAreaField label={t('fields.bio')} rows={4} {...bind('bio')} />
        <CheckboxField label={t('signup.agree')} {...form.checkbox('agree')} />
        {progress !== null ? <ProgressBar value={progress} label={t('signup.uploading')} /> : null}
        <SubmitButton submitting={form.submitting}>{t('signup.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
