import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { CompanySignupSchema, formValidator, uploadRules } from '@kaamyaab/shared-api/contract';
import { accountsApi, companySignupErrors, describeError } from '@kaamyaab/shared-api/client';
import { loginAs, paths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  FileField,
  ProgressBar,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';

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
      title="Sign up as a Company"
      subtitle="Post jobs and hire verified freelancers."
      headingLevel={2}
      footer={
        <>
          Already registered? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Company name" autoComplete="organization" {...bind('companyName')} />
        <TextField label="Point of contact name" autoComplete="name" {...bind('pocName')} />
        <TextField
          label="Point of contact national ID"
          hint="CNIC, e.g. 42101-1234567-1"
          {...bind('pocId')}
        />
        <TextField label="Company tax number (NTN)" hint="e.g. 1234567-8" {...bind('companyNtn')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...bind('password')}
        />
        <TextAreaField label="Company bio" rows={4} {...bind('bio')} />
        <FileField
          label="Deposit receipt"
          accept={uploadRules.proof.accept}
          hint={uploadRules.proof.hint}
          {...form.file('proofOfRegistrationFee')}
        />
        <FileField
          label="Avatar (optional)"
          accept={uploadRules.avatar.accept}
          hint={uploadRules.avatar.hint}
          {...form.file('avatar')}
        />
        {progress !== null ? (
          <ProgressBar value={progress} label="Uploading your documents" />
        ) : null}
        <SubmitButton submitting={form.submitting}>Sign Up</SubmitButton>
      </form>
    </AuthCard>
  );
}
