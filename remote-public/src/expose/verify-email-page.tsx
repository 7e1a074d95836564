import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { VerifyEmailScreen } from '../features/passwords/verify-email-screen';

export default function VerifyEmailPage() {
  useDocumentMeta('Verify your email', 'Confirm the email address of your Kaamyaab account.');
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <VerifyEmailScreen />
    </Container>
  );
}
