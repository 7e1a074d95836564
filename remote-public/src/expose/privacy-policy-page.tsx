import { LegalDocument } from '../features/legal/legal-document';
import { privacySections } from '../features/legal/terms';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What Kaamyaab collects, why, and how it is protected."
      updated="1 November 2026"
      sections={privacySections}
    />
  );
}
