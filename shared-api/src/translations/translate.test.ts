import type * as z from 'zod/mini';
import * as contract from '@kaamyaab/shared-api/contract';
import {
  apiErrors,
  errorMessage,
  jobSearchChoices,
  notificationKinds,
  sendBackReasons,
  type ApiErrorCode,
} from '@kaamyaab/shared-api/contract';
import { describeNotificationIn, errorMessageIn, issueMessageIn, translateSentence } from './index';

const URDU_LETTERS = /[\u0600-\u06FF]/;
const SAMPLE_PARAMS = {
  minutes: 5,
  field: 'Bio',
  method: 'GET',
  path: '/x',
  accepted: 2,
  status: 'accepted',
  max: 32,
  available: 'Rs 12,500',
};

/** What a person can get wrong in a form: nothing, far too much, and the wrong shapes. */
const badInputs = (): unknown[] => [
  {},
  new Proxy({}, { get: () => 'x'.repeat(6000) }),
  new Proxy({}, { get: () => 'not valid!' }),
  new Proxy({}, { get: () => 12 }),
  new Proxy({}, { get: () => '-5' }),
  { password: 'short', newPassword: 'short', confirmPassword: 'other', currentPassword: 'short' },
  { currentlyEmployed: 'yes', companyName: '' },
  { reason: 'other', note: '' },
  { budgetMin: '900', budgetMax: '100', skills: 'a,b,c,d,e,f,g,h,i,j,k,l' },
];

/** Every schema a form or a client's body is checked with. */
const forms = (
  [
    'AdminLoginSchema',
    'AdminProfileSchema',
    'AdminSignupSchema',
    'ApplyFormSchema',
    'ChangePasswordFormSchema',
    'CloseAccountSchema',
    'CompanyProfileSchema',
    'CompanySignupSchema',
    'ContactSchema',
    'ForgotPasswordSchema',
    'FreelancerProfileSchema',
    'FreelancerSignupSchema',
    'InviteSchema',
    'LoginSchema',
    'PostJobSchema',
    'ResetPasswordFormSchema',
    'SearchJobsQuery',
    'SendBackBody',
    'SendMessageSchema',
  ] as const
).map((name): [string, z.ZodMiniType] => [name, contract[name]]);

function issuesOf(schema: z.ZodMiniType) {
  return badInputs().flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues;
  });
}

/** zod's own wording, for a wrong type or a bound no rule words: only an API client causes it. */
const ZOD_OWN_WORDS = /^(Invalid input|Invalid option|Too big|Too small|Invalid)/;

describe('the contract in Urdu', () => {
  it.each(forms)('words every message %s can show in Urdu', (_name, schema) => {
    const issues = issuesOf(schema);
    expect(issues.length).toBeGreaterThan(0);
    const ownSentences = [...new Set(issues.map((issue) => issue.message))].filter(
      (message) => !ZOD_OWN_WORDS.test(message),
    );
    expect(ownSentences.filter((m) => !URDU_LETTERS.test(translateSentence(m, 'ur')))).toEqual([]);
    const inUrdu = issues.map((issue) => issueMessageIn('ur', issue));
    expect(inUrdu.filter((message) => !URDU_LETTERS.test(message))).toEqual([]);
    expect(issues.map((issue) => issueMessageIn('en', issue))).toEqual(
      issues.map((issue) => issue.message),
    );
  });

  it('has every API error in Urdu, blanks filled, and keeps the English of the spec', () => {
    for (const code of Object.keys(apiErrors) as ApiErrorCode[]) {
      const urdu = errorMessageIn('ur', code, SAMPLE_PARAMS);
      expect([code, URDU_LETTERS.test(urdu)]).toEqual([code, true]);
      expect(urdu).not.toMatch(/undefined|\[object/);
      expect(errorMessageIn('en', code, SAMPLE_PARAMS)).toBe(errorMessage(code, SAMPLE_PARAMS));
      if (typeof apiErrors[code].message === 'string')
        expect(translateSentence(errorMessage(code), 'ur')).toBe(urdu);
    }
    expect(errorMessageIn('en', 'freelancerUnknownEmail')).toBe(
      'Freelancer with this email does not exist. Please sign up first.',
    );
    expect(errorMessageIn('ur', 'tooManyLogins', { minutes: 15 })).toContain('15 منٹ');
  });

  it('names the field of a length rule in Urdu, and leaves a sentence it does not know alone', () => {
    expect(translateSentence('Full name must be at most 120 characters', 'ur')).toBe(
      'پورا نام زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
    );
    expect(translateSentence('Bio contains a character that is not allowed.', 'ur')).toContain(
      'تعارف',
    );
    expect(translateSentence('Logo design for a Lahore bakery', 'ur')).toBe(
      'Logo design for a Lahore bakery',
    );
    expect(translateSentence('Email is required', 'en')).toBe('Email is required');
  });

  it('labels every choice of the search form and every send-back reason in Urdu', () => {
    const labels = [
      ...Object.values(jobSearchChoices).flatMap((choices) => choices.map((c) => c.label)),
      ...Object.values(sendBackReasons),
    ];
    expect(labels.filter((label) => !URDU_LETTERS.test(translateSentence(label, 'ur')))).toEqual(
      [],
    );
  });

  it('tells every notification in Urdu with the names as their owners wrote them', () => {
    const facts = {
      companyName: 'Indus Digital',
      freelancerName: 'Ayesha Khan',
      senderName: 'Ayesha Khan',
      jobTitle: 'Logo design',
      reasonText: sendBackReasons.invalidCnic,
      applicationId: 'a1',
      jobId: 'j1',
    };
    for (const kind of notificationKinds) {
      const english = describeNotificationIn('en', kind, facts, 'freelancer');
      const urdu = describeNotificationIn('ur', kind, facts, 'freelancer');
      expect(urdu.link).toBe(english.link);
      expect(URDU_LETTERS.test(urdu.title)).toBe(true);
    }
    expect(describeNotificationIn('ur', 'accountSentBack', facts, 'company').title).toContain(
      'شناختی کارڈ نمبر درست نہیں۔',
    );
    expect(describeNotificationIn('ur', 'invitedToJob', facts, 'freelancer').title).toContain(
      'Indus Digital',
    );
  });
});
