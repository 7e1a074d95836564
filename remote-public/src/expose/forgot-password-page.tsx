import { ForgotPasswordForm } from '../features/passwords/forgot-password-form';
import { NarrowPage } from '../features/passwords/narrow-page';

export default function ForgotPasswordPage() {
  return (
    <NarrowPage title="forms.forgot.meta.title" description="forms.forgot.meta.description">
      <ForgotPasswordForm />
    </NarrowPage>
  );
}
