/**
 * Sample answers of the contract for the apps' tests, so a freelancer's and a company's tests
 * read the same job and the same application, and a refusal looks as axios throws it. Tests
 * only: no page imports this entry.
 */
import { AxiosError, AxiosHeaders } from 'axios';
import { type LoginAnswers } from '@kaamyaab/shared-api';
import { conversationsApi, credentialsApi, notificationsApi } from '@kaamyaab/shared-api/client';
import type {
  ApplicationDto,
  CompanyDto,
  FreelancerDto,
  JobDto,
  MyApplicationDto,
} from '../contract';

export * from './profile-card';
export * from './session';
export * from '../test/render-in-area';

export const sampleCompany = {
  _id: '8a0c3c1e-7d7b-4b0e-a9a9-2a7c6f1f0c11',
  companyName: 'Sabzi Mandi Tech',
} as const;

/** An open job as the job lists read it. */
export function aJob(overrides: Partial<JobDto> = {}): JobDto {
  return {
    _id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01',
    title: 'Looking for a React developer',
    description: 'Build the storefront of our Lahore bakery.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Web Development',
    skills: ['React', 'TypeScript'],
    budget: 150000,
    duration: '6 weeks',
    numberOfFreelancers: 2,
    status: 'open',
    postedBy: sampleCompany._id,
    company: { ...sampleCompany },
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A pending application to `aJob()`, by Ayesha Khan. */
export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  const job = aJob();
  return {
    _id: 'c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21',
    job: { _id: job._id, title: job.title },
    jobId: job._id,
    applicantId: '1d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
    applicant: { fullName: 'Ayesha Khan', email: 'ayesha@example.pk', skills: ['React'] },
    coverLetter: 'I have built three shops.',
    proposedRate: 20000,
    estimatedCompletionTime: '2 weeks',
    status: 'pending',
    createdAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** `anApplication()` as the freelancer's My Applications reads it: the job and its company. */
export function aMyApplication(overrides: Partial<MyApplicationDto> = {}): MyApplicationDto {
  const { _id, job, coverLetter, proposedRate, estimatedCompletionTime, status, createdAt } =
    anApplication();
  return {
    _id,
    job: { ...job, status: 'open' },
    company: { ...sampleCompany },
    coverLetter,
    proposedRate,
    estimatedCompletionTime,
    status,
    createdAt,
    ...overrides,
  };
}

/** A refused call as axios throws it, answered in the contract's failure envelope. */
export function httpFailure(status: number, message: string, code = 'internal') {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: {
      status,
      data: { statusCode: status, code, message, errors: [{ msg: message }] },
    },
  });
}

/** Ayesha Khan's whole freelancer record, as /me answers it to her. */
export function aFreelancer(overrides: Partial<FreelancerDto> = {}): FreelancerDto {
  return {
    _id: 'f1',
    fullName: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    number: '03001234567',
    CNIC: '35202-1234567-1',
    skills: 'React, Figma',
    bankAccount: 'PK36SCBL0000001123456702',
    currentlyEmployed: false,
    companyName: '',
    bio: 'Frontend developer from Lahore.',
    avatar: null,
    proofOfRegistrationFee: null,
    isActive: true,
    sentBack: null,
    ...overrides,
  };
}

/** Indus Digital Labs' whole company record, as /me answers it to the company. */
export function aCompany(overrides: Partial<CompanyDto> = {}): CompanyDto {
  return {
    _id: 'c1',
    companyName: 'Indus Digital Labs',
    pocName: 'Bilal Ahmed',
    pocId: '42101-7654321-3',
    companyNtn: '1234567-8',
    email: 'hiring@indus.pk',
    bio: 'A product studio in Karachi.',
    avatar: null,
    proofOfRegistrationFee: null,
    isActive: true,
    sentBack: null,
    ...overrides,
  };
}

/** Noor, an admin, as the admin's login answers her. */
export function anAdminLogin(): LoginAnswers['admin']['data'] {
  return {
    admin: { _id: 'a1', username: 'noor', email: 'noor@kaamyaab.pk', role: null },
    accessToken: 'a',
    refreshToken: 'r',
  };
}

/**
 * The calls a signed-in area's frame makes as it opens, answered: the bell's and Messages'
 * unread counts, and the address as verified.
 */
export function answerTheFrame({
  email,
  notices = 0,
  messages = 0,
}: {
  email: string;
  notices?: number;
  messages?: number;
}) {
  jest.spyOn(notificationsApi, 'unreadCount').mockResolvedValue(notices);
  jest.spyOn(conversationsApi, 'unreadCount').mockResolvedValue(messages);
  jest.spyOn(credentialsApi, 'emailVerification').mockResolvedValue({ verified: true, email });
}

/** A refusal exactly as axios throws it: `status` answered with `data` as its body. */
export function anAxiosError(status: number, data: unknown, message = 'failed') {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    message,
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );
}
export * from './deals';
