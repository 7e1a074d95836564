import { z } from './zod';

/** What the server answers about accounts: never a password hash, never another user's secret. */
export const FreelancerDto = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  number: z.string(),
  CNIC: z.string(),
  skills: z.string(),
  bankAccount: z.string(),
  currentlyEmployed: z.boolean(),
  companyName: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  proofOfRegistrationFee: z.string().nullable(),
  isActive: z.boolean(),
});
export type FreelancerDto = z.infer<typeof FreelancerDto>;

export const FreelancerPublicDto = FreelancerDto.pick({
  _id: true,
  fullName: true,
  skills: true,
  bio: true,
  avatar: true,
});
export type FreelancerPublicDto = z.infer<typeof FreelancerPublicDto>;

export const CompanyDto = z.object({
  _id: z.string(),
  companyName: z.string(),
  pocName: z.string(),
  pocId: z.string(),
  companyNtn: z.string(),
  email: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  proofOfRegistrationFee: z.string().nullable(),
  isActive: z.boolean(),
});
export type CompanyDto = z.infer<typeof CompanyDto>;

export const CompanyPublicDto = CompanyDto.pick({
  _id: true,
  companyName: true,
  bio: true,
  avatar: true,
});
export type CompanyPublicDto = z.infer<typeof CompanyPublicDto>;

export const AdminDto = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string().nullable(),
});
export type AdminDto = z.infer<typeof AdminDto>;

export const AdminSessionDto = z.object({
  admin: AdminDto,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AdminSessionDto = z.infer<typeof AdminSessionDto>;

export const ProfileQueryBody = z.object({ id: z.string().max(100).optional() });
