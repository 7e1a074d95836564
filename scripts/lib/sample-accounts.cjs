// What the browser journeys and the chaos load sign a freelancer up with, written once: the
// shared password, the believable fields, and a fee receipt the server's type check accepts.

/** The password every sample account is given. */
const PASSWORD = 'Lahore-Karachi-2026';

/** A freelancer's sign-up fields, bar the email and password each account gets its own way. */
const freelancerSignupFields = {
  fullName: 'Hamza Qureshi',
  number: '03331234567',
  CNIC: '61101-2222222-2',
  skills: 'Node.js, PostgreSQL',
  bankAccount: 'PK23HABB0000000000000000',
  currentlyEmployed: 'false',
  bio: 'Backend developer in Islamabad.',
  agree: 'true',
};

/** The smallest valid PDF: one empty page. */
const minimalPdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );

module.exports = { PASSWORD, freelancerSignupFields, minimalPdf };
