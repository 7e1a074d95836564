import type { LegalSection } from './legal-document';

export const SUPPORT_EMAIL = 'support@kaamyaab.pk';

/** Terms of service: the spec's 8 sections. */
export const termsSections: LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    paragraphs: [
      'By creating an account or using Kaamyaab you agree to these terms. If you do not agree, please do not use the service.',
    ],
  },
  {
    heading: 'User Responsibilities',
    paragraphs: [
      'You give true information at sign-up, keep your password secret and use Kaamyaab lawfully. Companies describe jobs honestly; freelancers deliver the work they agree to.',
      'Administrators review documents before approving accounts; an account may be deactivated if its information proves false.',
    ],
  },
  {
    heading: 'Intellectual Property',
    paragraphs: [
      'Work delivered through a project belongs to the company once it is paid for, unless both parties agree otherwise in writing. The Kaamyaab name, logo and site belong to Kaamyaab.',
    ],
  },
  {
    heading: 'Termination',
    paragraphs: [
      'You may close your account at any time. We may suspend or close an account that breaks these terms, with notice where the law allows.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    paragraphs: [
      'Kaamyaab connects companies and freelancers; it is not a party to their agreements. To the extent the law allows, we are not liable for indirect losses arising from a project.',
    ],
  },
  {
    heading: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms. We will announce material changes on the site before they take effect; continuing to use Kaamyaab means you accept them.',
    ],
  },
  {
    heading: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the Islamic Republic of Pakistan, and the courts of Lahore have jurisdiction over any dispute.',
    ],
  },
  { heading: 'Contact', paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`] },
];

/** Privacy policy: the spec's 7 sections, with the support mailbox. */
export const privacySections: LegalSection[] = [
  {
    heading: 'Information We Collect',
    paragraphs: [
      'Account details you give us (name, email, phone, CNIC, bank account, company details), documents you upload, and the jobs and applications you create.',
    ],
  },
  {
    heading: 'How We Use Information',
    paragraphs: [
      'To verify and approve accounts, to show jobs and applications to the right people, to keep the service secure and to answer your messages.',
    ],
  },
  {
    heading: 'Sharing of Information',
    paragraphs: [
      'Companies see an applicant’s name, email and skills; never a CNIC, bank account or phone number. We do not sell personal data.',
    ],
  },
  {
    heading: 'Data Security',
    paragraphs: [
      'Passwords are stored as one-way hashes, sessions can be ended at any time, and identity and payment documents are visible only to their owner and our administrators.',
    ],
  },
  {
    heading: 'Your Rights',
    paragraphs: [
      'You may ask for a copy of your data, its correction or its deletion, subject to records we must keep by law.',
    ],
  },
  {
    heading: 'Changes to This Policy',
    paragraphs: ['We will post any change to this policy here and update the date above.'],
  },
  {
    heading: 'Contact Us',
    paragraphs: [`Write to ${SUPPORT_EMAIL} for any privacy question or request.`],
  },
];
