import {
  SKILL_SEPARATOR,
  type InvitationDto,
  type ReputationDto,
  type TalentDto,
  type TalentPage,
} from '@kaamyaab/shared-api/contract';
import { fileUrl } from '../files';
import type { InvitationRow, TalentRow } from './talent.repository';

const skillList = (skills: string) =>
  skills
    .split(SKILL_SEPARATOR)
    .map((skill) => skill.trim())
    .filter(Boolean);

/** A freelancer's public face: never CNIC, bank account or documents; contact only if hired. */
export function presentTalent(
  { freelancer, acceptedJobs, contact }: TalentRow,
  reputation: ReputationDto,
): TalentDto {
  return {
    _id: freelancer.id,
    fullName: freelancer.fullName,
    skills: skillList(freelancer.skills),
    bio: freelancer.bio,
    avatar: fileUrl(freelancer.avatarFileId),
    joinedAt: freelancer.createdAt.toISOString(),
    acceptedJobs,
    contact,
    reputation,
  };
}

export function presentTalentPage(
  page: { rows: TalentRow[]; limit: number; nextCursor: string | null },
  reputations: Map<string, ReputationDto>,
): TalentPage {
  return {
    freelancers: page.rows.map((row) => presentTalent(row, reputations.get(row.freelancer.id)!)),
    limit: page.limit,
    nextCursor: page.nextCursor,
  };
}

export function presentInvitation(row: InvitationRow): InvitationDto {
  return {
    _id: row.id,
    jobId: row.jobId,
    freelancerId: row.freelancerId,
    createdAt: row.createdAt.toISOString(),
  };
}
