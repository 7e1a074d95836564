export const SUPPORT_EMAIL = 'support@kaamyaab.pk';

/** The day both documents were last changed (yyyy-mm-dd), shown as each language writes it. */
export const LEGAL_UPDATED = '2026-11-01';

/**
 * A section of a legal document: its key (legal.<document>.sections.<key>) and how many
 * paragraphs it has (p1, p2, ...). The words are in the strings, in both languages.
 */
export interface LegalSection {
  key: string;
  paragraphs: number;
}

/** Terms of service: the spec's 8 sections. */
export const termsSections: LegalSection[] = [
  { key: 'acceptance', paragraphs: 1 },
  { key: 'responsibilities', paragraphs: 2 },
  { key: 'property', paragraphs: 1 },
  { key: 'termination', paragraphs: 1 },
  { key: 'liability', paragraphs: 1 },
  { key: 'changes', paragraphs: 1 },
  { key: 'law', paragraphs: 1 },
  { key: 'contact', paragraphs: 1 },
];

/** Privacy policy: the spec's 7 sections, with the support mailbox. */
export const privacySections: LegalSection[] = [
  { key: 'collect', paragraphs: 1 },
  { key: 'use', paragraphs: 1 },
  { key: 'sharing', paragraphs: 1 },
  { key: 'security', paragraphs: 1 },
  { key: 'rights', paragraphs: 1 },
  { key: 'changes', paragraphs: 1 },
  { key: 'contact', paragraphs: 1 },
];
