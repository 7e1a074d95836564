import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ForgotPasswordForm } from '../features/passwords/forgot-password-form';

export default function ForgotPasswordPage() {
  useDocumentMeta('Forgot password', 'Ask for a link to choose a new Kaamyaab password.');
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ForgotPasswordForm />
    </Container>
  );
}
