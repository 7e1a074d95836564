import {
  CompanySignupSchema,
  FreelancerSignupSchema,
  type CompanySignupBody,
  type FreelancerSignupBody,
} from '@kaamyaab/shared-api/contract';
import { companies, freelancers } from '../../db/schema';
import {
  presentCompany,
  presentCompanyPublic,
  presentFreelancer,
  presentFreelancerPublic,
} from './presenters';

/**
 * What differs between freelancer and company accounts; the flows in accounts.service.ts are
 * shared. Messages are the spec's error catalogue (section 8) and contract (section 7).
 */
export const accountKinds = {
  freelancer: {
    role: 'freelancer' as const,
    answerKey: 'freelancer' as const,
    table: freelancers,
    signupSchema: FreelancerSignupSchema,
    proofRequired: true,
    messages: {
      duplicate: 'Freelancer with this email already registered. Please log in.',
      unknownEmail: 'Freelancer with this email does not exist. Please sign up first.',
      wrongPassword: 'Invalid credentials. Please check your email and password.',
      registered: 'Freelancer registered successfully. Your account is under review.',
      notFound: 'Freelancer not found.',
    },
    toRow: (body: FreelancerSignupBody) => ({
      fullName: body.fullName,
      email: body.email,
      phone: body.number,
      cnic: body.CNIC,
      skills: body.skills,
      bankAccount: body.bankAccount,
      currentlyEmployed: body.currentlyEmployed,
      companyName: body.currentlyEmployed ? body.companyName : null,
      bio: body.bio,
    }),
    present: presentFreelancer,
    presentPublic: presentFreelancerPublic,
  },
  company: {
    role: 'company' as const,
    answerKey: 'company' as const,
    table: companies,
    signupSchema: CompanySignupSchema,
    proofRequired: false,
    messages: {
      duplicate: 'Company with this email already registered. Please log in.',
      unknownEmail: 'Company with this email does not exist. Please register.',
      wrongPassword: 'Invalid request. Please check your email or password.',
      registered: 'Company registered successfully. Your account is under review.',
      notFound: 'Company not found.',
    },
    toRow: (body: CompanySignupBody) => ({
      companyName: body.companyName,
      pocName: body.pocName,
      pocId: body.pocId,
      companyNtn: body.companyNtn,
      email: body.email,
      bio: body.bio,
    }),
    present: presentCompany,
    presentPublic: presentCompanyPublic,
  },
};

export type AccountKindName = keyof typeof accountKinds;
export type AccountKind = (typeof accountKinds)[AccountKindName];
