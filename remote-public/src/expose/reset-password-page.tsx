import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ResetPasswordForm } from '../features/passwords/reset-password-form';
import { usePublicT } from '../i18n/public-strings';

export default function ResetPasswordPage() {
  const { t } = usePublicT();
  useDocumentMeta(t('forms.reset.title'), t('forms.reset.meta'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <ResetPasswordForm />
    </Container>
  );
}
