import { VerifyEmailScreen } from '../features/passwords/verify-email-screen';
import { NarrowPage } from '../features/passwords/narrow-page';

export default function VerifyEmailPage() {
  return (
    <NarrowPage title="forms.verify.title" description="forms.verify.meta">
      <VerifyEmailScreen />
    </NarrowPage>
  );
}
