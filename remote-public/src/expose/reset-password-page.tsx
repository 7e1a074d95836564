import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ResetPasswordForm } from '../features/passwords/reset-password-form';
import { useFormsT } from '../i18n/strings/forms';

export default function ResetPasswordPage() {
  const { t } = useFormsT();
  useDocumentMeta(t('forms.reset.title'), t('forms.reset.meta'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ResetPasswordForm />
    </Container>
  );
}
