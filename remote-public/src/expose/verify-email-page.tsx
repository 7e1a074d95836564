import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { VerifyEmailScreen } from '../features/passwords/verify-email-screen';
import { usePublicT } from '../i18n/public-strings';

export default function VerifyEmailPage() {
  const { t } = usePublicT();
  useDocumentMeta(t('forms.verify.title'), t('forms.verify.meta'));
  return (
    <Container style={{ maxWidth: '32rem' }}>
      <VerifyEmailScreen />
    </Container>
  );
}
