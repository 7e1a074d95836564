import { LegalDocument } from '../features/legal/legal-document';
import { privacySections } from '../features/legal/terms';

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" sections={privacySections} />;
}
