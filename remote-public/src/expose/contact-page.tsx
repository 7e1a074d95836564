import { Card, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ContactForm } from '../features/contact/contact-form';
import { SUPPORT_EMAIL } from '../features/legal/terms';

export default function ContactPage() {
  useDocumentMeta(
    'Contact Us',
    'Questions about hiring or freelancing on Kaamyaab? Write to our Help Center.',
  );
  return (
    <Container style={{ maxWidth: '40rem' }}>
      <PageHeading>Contact Us</PageHeading>
      <p>
        Our Help Center answers questions from companies and freelancers. Write to us below or at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <Card>
        <ContactForm />
      </Card>
    </Container>
  );
}
