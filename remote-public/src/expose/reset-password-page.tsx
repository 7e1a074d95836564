import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ResetPasswordForm } from '../features/passwords/reset-password-form';

export default function ResetPasswordPage() {
  useDocumentMeta('Choose a new password', 'Choose a new password for your Kaamyaab account.');
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ResetPasswordForm />
    </Container>
  );
}
