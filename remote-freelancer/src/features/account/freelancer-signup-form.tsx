import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { accountsApi, describeError, freelancerSignupErrors } from '@kaamyaab/shared-api/client';
import { loginAs, paths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  CheckboxField,
  ErrorBanner,
  FileField,
  ProgressBar,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';
import { BankAccountField, EmploymentFields, PhoneField, SkillField } from './freelancer-fields';
import { initialValues, toFormData, validateFreelancerSignup } from './freelancer-signup-values';

/** Spec 'Freelancer signup': every field of section 2, validated on change and on blur. */
export function FreelancerSignupForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
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
      title="Sign up as a Freelancer"
      subtitle="Showcase your skills and get hired by companies across Pakistan."
      headingLevel={headingLevel}
      footer={
        <>
          Already have an account? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Full name" autoComplete="name" {...bind('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...bind('password')}
        />
        <PhoneField {...bind('number')} />
        <TextField label="CNIC number" hint="e.g. 35202-1234567-1" {...bind('CNIC')} />
        <SkillField {...bind('skills')} />
        <BankAccountField {...bind('bankAccount')} />
        <EmploymentFields
          employment={form.choice('currentlyEmployed')}
          companyName={bind('companyName')}
        />
        <FileField
          label="Proof of registration fee"
          accept={uploadRules.proof.accept}
          hint={uploadRules.proof.hint}
          required
          {...form.file('proofOfRegistrationFee')}
        />
        <FileField
          label="Avatar (optional)"
          accept={uploadRules.avatar.accept}
          hint={uploadRules.avatar.hint}
          {...form.file('avatar')}
        />
        <TextAreaField label="Bio" rows={4} {...bind('bio')} />
        <CheckboxField
          label="I agree that all information is correct"
          {...form.checkbox('agree')}
        />
        {progress !== null ? (
          <ProgressBar value={progress} label="Uploading your documents" />
        ) : null}
        <SubmitButton submitting={form.submitting}>Sign Up</SubmitButton>
      </form>
    </AuthCard>
  );
}
