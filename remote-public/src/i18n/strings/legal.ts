import { publicPart } from '../public-strings';

/** The terms of service (8 sections) and the privacy policy (7), in both languages. */
export const en = {
  lastUpdated: 'Last updated: {{date}}',
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using Kaamyaab, governed by the laws of Pakistan.',
    sections: {
      acceptance: {
        heading: 'Acceptance of Terms',
        p1: 'By creating an account or using Kaamyaab you agree to these terms. If you do not agree, please do not use the service.',
      },
      responsibilities: {
        heading: 'User Responsibilities',
        p1: 'You give true information at sign-up, keep your password secret and use Kaamyaab lawfully. Companies describe jobs honestly; freelancers deliver the work they agree to.',
        p2: 'Administrators review documents before approving accounts; an account may be deactivated if its information proves false.',
      },
      property: {
        heading: 'Intellectual Property',
        p1: 'Work delivered through a project belongs to the company once it is paid for, unless both parties agree otherwise in writing. The Kaamyaab name, logo and site belong to Kaamyaab.',
      },
      termination: {
        heading: 'Termination',
        p1: 'You may close your account at any time. We may suspend or close an account that breaks these terms, with notice where the law allows.',
      },
      liability: {
        heading: 'Limitation of Liability',
        p1: 'Kaamyaab connects companies and freelancers; it is not a party to their agreements. To the extent the law allows, we are not liable for indirect losses arising from a project.',
      },
      changes: {
        heading: 'Changes to These Terms',
        p1: 'We may update these terms. We will announce material changes on the site before they take effect; continuing to use Kaamyaab means you accept them.',
      },
      law: {
        heading: 'Governing Law',
        p1: 'These terms are governed by the laws of the Islamic Republic of Pakistan, and the courts of Lahore have jurisdiction over any dispute.',
      },
      contact: {
        heading: 'Contact',
        p1: 'Questions about these terms: {{email}}.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What Kaamyaab collects, why, and how it is protected.',
    sections: {
      collect: {
        heading: 'Information We Collect',
        p1: 'Account details you give us (name, email, phone, CNIC, bank account, company details), documents you upload, and the jobs and applications you create.',
      },
      use: {
        heading: 'How We Use Information',
        p1: 'To verify and approve accounts, to show jobs and applications to the right people, to keep the service secure and to answer your messages.',
      },
      sharing: {
        heading: 'Sharing of Information',
        p1: 'Companies see an applicant’s name, email and skills; never a CNIC, bank account or phone number. We do not sell personal data.',
      },
      security: {
        heading: 'Data Security',
        p1: 'Passwords are stored as one-way hashes, sessions can be ended at any time, and identity and payment documents are visible only to their owner and our administrators.',
      },
      rights: {
        heading: 'Your Rights',
        p1: 'You may ask for a copy of your data, its correction or its deletion, subject to records we must keep by law.',
      },
      changes: {
        heading: 'Changes to This Policy',
        p1: 'We will post any change to this policy here and update the date above.',
      },
      contact: {
        heading: 'Contact Us',
        p1: 'Write to {{email}} for any privacy question or request.',
      },
    },
  },
};

/** The translate function of the pages that use these words; importing it adds them. */
export const useLegalT = publicPart('legal', en, () =>
  import(/* webpackChunkName: "urdu-public-legal" */ './legal-ur').then((module) => module.ur),
);
