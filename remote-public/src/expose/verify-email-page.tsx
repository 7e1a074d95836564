import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { VerifyEmailScreen } from '../features/passwords/verify-email-screen';
import { useFormsT } from '../i18n/strings/forms';

export default function VerifyEmailPage() {
  const { t } = useFormsT();
  useDocumentMeta(t('forms.verify.title'), t('forms.verify.meta'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <VerifyEmailScreen />
    </Container>
  );
}
