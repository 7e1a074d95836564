import * as z from 'zod/mini';
import { preprocess } from './preprocess';
import {
  formatMessages,
  hasLetters,
  readBankAccount,
  readCnic,
  readMobile,
  readNtn,
} from './pakistani-formats';
import { onFirstUse } from './on-first-use';

/**
 * Accounts of the three roles: the spec's sign-up forms, their messages and the public API
 * contract's bodies. The forms validate with these schemas and the server validates the same
 * bodies with them, so both speak with the spec's messages.
 */
export const accountMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  phoneRequired: 'Phone number is required',
  phoneNumeric: 'Phone number must contain digits only',
  cnicRequired: 'CNIC number is required',
  skillRequired: 'Skill is required',
  bankAccountRequired: 'Bank account number is required',
  employedRequired: 'Please select if you are currently employed',
  companyNameWhenEmployed: 'Company name is required when currently employed',
  proofRequired: 'Proof of registration is required',
  bioRequired: 'Bio is required',
  agreeRequired: 'You must agree to the terms',
  companyNameRequired: 'Company name is required',
  pocNameRequired: 'Point of contact name is required',
  pocIdRequired: 'Point of contact national ID is required',
  ntnRequired: 'Company tax number (NTN) is required',
  companyBioRequired: 'Company bio is required',
  loginEmpty: 'Please Enter Both, Email and Password.',
  adminLoginEmpty: 'Please enter both Email and Password.',
  adminSignupEmpty: 'Please enter all fields: Username, Email, and Password.',
  adminKeyRequired: 'Admin signup key is required',
  usernameRequired: 'Username is required',
  closePasswordRequired: 'Please enter your password to close your account',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

const m = accountMessages;

const requiredText = (message: string, max: number, field: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, m.tooLong(field, max)));

export const emailField = onFirstUse(() =>
  z.pipe(
    z
      .string({ error: m.emailRequired })
      .check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(254, m.tooLong('Email', 254))),
    z.email({ error: m.emailInvalid }),
  ),
);

export const newPasswordField = onFirstUse(() =>
  z
    .string({ error: m.passwordRequired })
    .check(
      z.minLength(1, m.passwordRequired),
      z.minLength(8, m.passwordTooShort),
      z.maxLength(128, m.passwordTooLong),
    ),
);

const isYes = (value: unknown) => value === true || value === 'true' || value === 'yes';

/** Form values say 'yes' or 'no'; multipart bodies say 'true' or 'false'; JSON may say a boolean. */
const yesNo = onFirstUse(() =>
  preprocess(
    (value) => {
      if (value === true || value === 'true' || value === 'yes') return true;
      if (value === false || value === 'false' || value === 'no') return false;
      return undefined;
    },
    z.boolean({ error: m.employedRequired }),
  ),
);

const agreement = onFirstUse(() =>
  preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { error: m.agreeRequired }),
  ),
);

/** What a reader makes of a value: the one form it is stored in, or what is wrong with it. */
type Reading = string | { message: string };

/** A transform through `read`, its message the issue when the value is not such a number. */
const readInto = <T>(read: (value: T) => Reading) =>
  z.transform((value: T, ctx) => {
    const reading = read(value);
    if (typeof reading === 'string') return reading;
    ctx.issues.push({ code: 'custom', message: reading.message, input: value });
    return z.NEVER;
  });

/**
 * A required number, read into the one form it is stored in (pakistani-formats.ts): `read`
 * returns that form, or the message saying what is wrong with what was typed.
 */
const requiredNumber = (
  message: string,
  max: number,
  field: string,
  read: (value: string) => Reading,
) => z.pipe(requiredText(message, max, field), readInto(read));

/** A reader that has one way to be wrong. */
const orSay =
  (read: (value: string) => string | undefined, message: string) =>
  (value: string): Reading =>
    read(value) ?? { message };

const cnicField = (required: string, field: string, wrong: string) =>
  requiredNumber(required, 20, field, orSay(readCnic, wrong));

/**
 * The phone as typed, or as the spec's number input sends it (a numeric phone field): JSON may
 * carry the number 3001234567. Neither text nor a number is 'required', as a missing one is.
 */
const phoneField = onFirstUse(() =>
  z.pipe(
    z.union([requiredText(m.phoneRequired, 20, 'Phone number'), z.number()], {
      error: m.phoneRequired,
    }),
    readInto((value: string | number) =>
      typeof value === 'string' && hasLetters(value)
        ? { message: m.phoneNumeric }
        : (readMobile(value) ?? { message: formatMessages.mobile }),
    ),
  ),
);

/** The identity and payment fields: an admin may send them back for a correction. */
const freelancerIdentityFields = {
  fullName: requiredText(m.fullNameRequired, 120, 'Full name'),
  number: phoneField,
  CNIC: cnicField(m.cnicRequired, 'CNIC number', formatMessages.cnic),
  bankAccount: requiredNumber(m.bankAccountRequired, 34, 'Bank account number', (value) => {
    const reading = readBankAccount(value);
    return 'account' in reading ? reading.account : { message: formatMessages[reading.error] };
  }),
};

/** The freelancer's own details besides identity, payment and login, as signed up and edited. */
const freelancerWorkFields = {
  skills: requiredText(m.skillRequired, 200, 'Skill'),
  currentlyEmployed: yesNo,
  companyName: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(120, m.tooLong('Company name', 120)))),
    '',
  ),
  bio: requiredText(m.bioRequired, 2000, 'Bio'),
};

/**
 * 'Yes' to 'Currently Doing Job?' needs the company's name. `when` runs this check even while
 * other fields are still invalid, so the form can show it as soon as 'Yes' is chosen.
 */
const companyNameWhenEmployed = <T extends { currentlyEmployed?: unknown; companyName?: unknown }>(
  values: T,
) => !(isYes(values.currentlyEmployed) && !String(values.companyName ?? '').trim());
const companyNameWhenEmployedIssue = {
  path: ['companyName'],
  message: m.companyNameWhenEmployed,
  when: () => true,
};

export const FreelancerSignupSchema = onFirstUse(() =>
  z
    .object({
      ...freelancerIdentityFields,
      email: emailField,
      password: newPasswordField,
      ...freelancerWorkFields,
      agree: agreement,
    })
    .check(z.refine(companyNameWhenEmployed, companyNameWhenEmployedIssue)),
);
export type FreelancerSignupBody = z.infer<typeof FreelancerSignupSchema>;

export const CompanySignupSchema = onFirstUse(() =>
  z.object({
    companyName: requiredText(m.companyNameRequired, 120, 'Company name'),
    pocName: requiredText(m.pocNameRequired, 120, 'Point of contact name'),
    pocId: cnicField(m.pocIdRequired, 'Point of contact national ID', formatMessages.pocId),
    companyNtn: requiredNumber(
      m.ntnRequired,
      20,
      'Company tax number (NTN)',
      orSay(readNtn, formatMessages.ntn),
    ),
    email: emailField,
    password: newPasswordField,
    bio: requiredText(m.companyBioRequired, 2000, 'Company bio'),
  }),
);
export type CompanySignupBody = z.infer<typeof CompanySignupSchema>;

/** What a sent-back account corrects: its identity and payment details, and a new receipt. */
export const FreelancerCorrectionSchema = onFirstUse(() => z.object(freelancerIdentityFields));
export type FreelancerCorrectionBody = z.infer<typeof FreelancerCorrectionSchema>;
export const CompanyCorrectionSchema = onFirstUse(() =>
  z.pick(CompanySignupSchema, {
    companyName: true,
    pocName: true,
    pocId: true,
    companyNtn: true,
  }),
);
export type CompanyCorrectionBody = z.infer<typeof CompanyCorrectionSchema>;

/**
 * What a freelancer changes on their profile: everything but the email, the CNIC and the receipt.
 * Name and bank account are identity and payment details: on an approved account a change sends it
 * back for review (the server decides; the form says so).
 */
export const FreelancerProfileSchema = onFirstUse(() =>
  z
    .object({
      fullName: freelancerIdentityFields.fullName,
      number: freelancerIdentityFields.number,
      bankAccount: freelancerIdentityFields.bankAccount,
      ...freelancerWorkFields,
    })
    .check(z.refine(companyNameWhenEmployed, companyNameWhenEmployedIssue)),
);
export type FreelancerProfileBody = z.infer<typeof FreelancerProfileSchema>;

/** What a company changes on its profile; the name and the point of contact go back for review. */
export const CompanyProfileSchema = onFirstUse(() =>
  z.pick(CompanySignupSchema, {
    companyName: true,
    pocName: true,
    pocId: true,
    bio: true,
  }),
);
export type CompanyProfileBody = z.infer<typeof CompanyProfileSchema>;

/** An administrator changes the name the others see. */
export const AdminProfileSchema = onFirstUse(() =>
  z.object({
    username: requiredText(m.usernameRequired, 60, 'Username'),
  }),
);
export type AdminProfileBody = z.infer<typeof AdminProfileSchema>;

/** Closing an account asks for its password, as a second thought and against a borrowed session. */
export const CloseAccountSchema = onFirstUse(() =>
  z.object({
    password: z
      .string({ error: m.closePasswordRequired })
      .check(z.minLength(1, m.closePasswordRequired), z.maxLength(128, m.passwordTooLong)),
  }),
);
export type CloseAccountBody = z.infer<typeof CloseAccountSchema>;

export const AdminSignupSchema = onFirstUse(() =>
  z.object({
    username: requiredText(m.adminSignupEmpty, 60, 'Username'),
    email: z.pipe(
      z
        .string({ error: m.adminSignupEmpty })
        .check(z.trim(), z.minLength(1, m.adminSignupEmpty), z.maxLength(254)),
      z.email({ error: m.emailInvalid }),
    ),
    password: z
      .string({ error: m.adminSignupEmpty })
      .check(
        z.minLength(1, m.adminSignupEmpty),
        z.minLength(8, m.passwordTooShort),
        z.maxLength(128, m.passwordTooLong),
      ),
    role: z.optional(z.string().check(z.trim(), z.maxLength(40, m.tooLong('Role', 40)))),
    adminSignupKey: z
      .string({ error: m.adminKeyRequired })
      .check(z.minLength(1, m.adminKeyRequired), z.maxLength(200)),
  }),
);
export type AdminSignupBody = z.infer<typeof AdminSignupSchema>;

const loginField = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.maxLength(max, tooLong));
const loginEmail = (message: string) =>
  z.pipe(
    loginField(message, 254, m.tooLong('Email', 254)),
    z.transform((value: string) => value.trim()),
  );
const loginPassword = (message: string) => loginField(message, 128, m.passwordTooLong);

export const LoginSchema = onFirstUse(() =>
  z.object({
    email: loginEmail(m.loginEmpty),
    password: loginPassword(m.loginEmpty),
  }),
);
export type LoginBody = z.infer<typeof LoginSchema>;

export const AdminLoginSchema = onFirstUse(() =>
  z.object({
    email: loginEmail(m.adminLoginEmpty),
    password: loginPassword(m.adminLoginEmpty),
  }),
);

/** The first message per field, for forms that validate on change and on blur. */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Uploads: what each file field accepts, decided on the server by the file's bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadRules = {
  proof: {
    accept: 'image/png,image/jpeg,image/webp,application/pdf',
    hint: 'PNG, JPEG, WebP or PDF, up to 5 MB',
    wrongType: 'Proof of registration must be a PNG, JPEG, WebP or PDF file.',
  },
  avatar: {
    accept: 'image/png,image/jpeg,image/webp',
    hint: 'PNG, JPEG or WebP image, up to 5 MB',
    wrongType: 'Avatar must be a PNG, JPEG or WebP image.',
  },
  tooLarge: 'File is too large. The limit is 5 MB.',
} as const;
