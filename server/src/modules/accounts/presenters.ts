import {
  maskedCompany,
  maskedFreelancer,
  sessionView,
  type AdminDto,
  type CompanyDto,
  type CompanyListedDto,
  type CompanyPublicDto,
  type CompanySessionDto,
  type FreelancerDto,
  type FreelancerListedDto,
  type FreelancerPublicDto,
  type FreelancerSessionDto,
} from '@kaamyaab/shared-api/contract';
import {
  sendBackReasons,
  type SendBackReason,
  type SentBackDto,
} from '@kaamyaab/shared-api/contract';
import { fileUrl } from '../files';
import type { AdminRow, CompanyRow, FreelancerRow } from './accounts.repository';

/** The send-back an account is waiting on, if any (columns of the review, schema/accounts.ts). */
export function presentSentBack(row: FreelancerRow | CompanyRow): SentBackDto | null {
  if (!row.sentBackAt || !row.sentBackReason) return null;
  const reason = row.sentBackReason as SendBackReason;
  return {
    reason,
    reasonText: sendBackReasons[reason],
    note: row.sentBackNote ?? '',
    at: row.sentBackAt.toISOString(),
  };
}

export function presentFreelancer(row: FreelancerRow): FreelancerDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    number: row.phone,
    CNIC: row.cnic,
    skills: row.skills,
    bankAccount: row.bankAccount,
    currentlyEmployed: row.currentlyEmployed,
    companyName: row.companyName ?? '',
    bio: row.bio,
    avatar: fileUrl(row.avatarFileId),
    proofOfRegistrationFee: fileUrl(row.proofFileId),
    isActive: row.isActive,
    sentBack: presentSentBack(row),
  };
}

/** A login's answer, which the browser stores whole: no CNIC, bank account or phone. */
export function presentFreelancerSession(row: FreelancerRow): FreelancerSessionDto {
  return sessionView('freelancer', presentFreelancer(row));
}

/** The admin lists: CNIC and bank account masked; the whole values only on a single account. */
export function presentFreelancerListed(row: FreelancerRow): FreelancerListedDto {
  return maskedFreelancer({
    ...presentFreelancer(row),
    submittedAt: row.submittedAt.toISOString(),
  });
}

export function presentFreelancerPublic(row: FreelancerRow): FreelancerPublicDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    skills: row.skills,
    bio: row.bio,
    avatar: fileUrl(row.avatarFileId),
  };
}

export function presentCompany(row: CompanyRow): CompanyDto {
  return {
    _id: row.id,
    companyName: row.companyName,
    pocName: row.pocName,
    pocId: row.pocId,
    companyNtn: row.companyNtn,
    email: row.email,
    bio: row.bio,
    avatar: fileUrl(row.avatarFileId),
    proofOfRegistrationFee: fileUrl(row.proofFileId),
    isActive: row.isActive,
    sentBack: presentSentBack(row),
  };
}

/** A login's answer, which the browser stores whole: no POC ID or NTN. */
export function presentCompanySession(row: CompanyRow): CompanySessionDto {
  return sessionView('company', presentCompany(row));
}

/** The admin lists: POC ID and NTN masked; the whole values only on a single account. */
export function presentCompanyListed(row: CompanyRow): CompanyListedDto {
  return maskedCompany({ ...presentCompany(row), submittedAt: row.submittedAt.toISOString() });
}

export function presentCompanyPublic(row: CompanyRow): CompanyPublicDto {
  return {
    _id: row.id,
    companyName: row.companyName,
    bio: row.bio,
    avatar: fileUrl(row.avatarFileId),
  };
}

export function presentAdmin(row: AdminRow): AdminDto {
  return { _id: row.id, username: row.username, email: row.email, role: row.role };
}
