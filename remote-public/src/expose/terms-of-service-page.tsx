import { LegalDocument } from '../features/legal/legal-document';
import { termsSections } from '../features/legal/terms';

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using Kaamyaab, governed by the laws of Pakistan."
      updated="1 November 2026"
      sections={termsSections}
    />
  );
}
