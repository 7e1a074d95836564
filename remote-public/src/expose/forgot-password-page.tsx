import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ForgotPasswordForm } from '../features/passwords/forgot-password-form';
import { usePublicT } from '../i18n/public-strings';

export default function ForgotPasswordPage() {
  const { t } = usePublicT();
  useDocumentMeta(t('forms.forgot.meta.title'), t('forms.forgot.meta.description'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ForgotPasswordForm />
    </Container>
  );
}
