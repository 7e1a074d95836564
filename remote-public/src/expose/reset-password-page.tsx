import { ResetPasswordForm } from '../features/passwords/reset-password-form';
import { NarrowPage } from '../features/passwords/narrow-page';

export default function ResetPasswordPage() {
  return (
    <NarrowPage title="forms.reset.title" description="forms.reset.meta">
      <ResetPasswordForm />
    </NarrowPage>
  );
}
