import { Card, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ContactForm } from '../features/contact/contact-form';
import { SUPPORT_EMAIL } from '../features/legal/terms';
import { useFormsT } from '../i18n/strings/forms';

export default function ContactPage() {
  const { t } = useFormsT();
  useDocumentMeta(t('forms.contact.title'), t('forms.contact.meta'));
  return (
    <Container style={{ maxWidth: '40rem' }}>
      <PageHeading>{t('forms.contact.title')}</PageHeading>
      <p>
        {t('forms.contact.introBefore')}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
          {SUPPORT_EMAIL}
        </a>
        {t('forms.contact.introAfter')}
      </p>
      <Card>
        <ContactForm />
      </Card>
    </Container>
  );
}
