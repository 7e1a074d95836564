import { LegalDocument } from '../features/legal/legal-document';
import { termsSections } from '../features/legal/terms';

export default function TermsOfServicePage() {
  return <LegalDocument document="terms" sections={termsSections} />;
}
