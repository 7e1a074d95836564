import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ForgotPasswordForm } from '../features/passwords/forgot-password-form';
import { useFormsT } from '../i18n/strings/forms';

export default function ForgotPasswordPage() {
  const { t } = useFormsT();
  useDocumentMeta(t('forms.forgot.meta.title'), t('forms.forgot.meta.description'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ForgotPasswordForm />
    </Container>
  );
}
