import styled from 'styled-components';
import { Avatar, Button, Card, formatMonthYear } from '@kaamyaab/shared-ui';
import { SkillChips } from '@kaamyaab/shared-ui/listings';
import { showMobile, type TalentDto } from '@kaamyaab/shared-api/contract';
import { reportOf } from '@kaamyaab/shared-api/client';
import { ReportButton } from '@kaamyaab/shared-ui/moderation';
import { useCompanyT } from '../../i18n/company-strings';
import { FreelancerReputation } from '../reputation/freelancer-reputation';

const Head = styled.div`
  display: flex;
  gap: 0.9rem;
  align-items: center;
`;

const Name = styled.h2`
  font-size: 1.1rem;
  margin: 0;
`;

const Meta = styled.p`
  margin: 0.15rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Bio = styled.p`
  margin: 0.75rem 0;
  white-space: pre-line;
`;

const Invite = styled.div`
  margin-top: 0.75rem;
`;

const Contact = styled.p`
  margin: 0.75rem 0 0;
  overflow-wrap: anywhere;
`;

interface TalentCardProps {
  freelancer: TalentDto;
  onInvite: (freelancer: TalentDto) => void;
}

/** A freelancer's public face in the directory; the contact only once this company hired them. */
export function TalentCard({ freelancer, onInvite }: TalentCardProps) {
  const { t, language } = useCompanyT();
  const nameId = `talent-${freelancer._id}`;
  const count = freelancer.acceptedJobs;
  return (
    <Card as="article" aria-labelledby={nameId}>
      <Head>
        <Avatar src={freelancer.avatar} name={freelancer.fullName} size={48} />
        <div>
          <Name id={nameId}>{freelancer.fullName}</Name>
          <Meta>
            {t('talent.joined', { date: formatMonthYear(freelancer.joinedAt, language) })} ·{' '}
            {count === 0 ? t('talent.noJobs') : t('talent.jobsAccepted', { count })}
          </Meta>
        </div>
      </Head>
      <FreelancerReputation
        freelancerId={freelancer._id}
        name={freelancer.fullName}
        reputation={freelancer.reputation}
      />
      <Bio>{freelancer.bio}</Bio>
      <SkillChips
        skills={freelancer.skills}
        label={t('talent.skillsOf', { name: freelancer.fullName })}
      />
      {freelancer.contact && (
        <Contact>
          {t('talent.hired', { name: freelancer.fullName })}{' '}
          <a href={`mailto:${freelancer.contact.email}`}>{freelancer.contact.email}</a> ·{' '}
          <a href={`tel:${freelancer.contact.phone}`} dir="ltr">
            {showMobile(freelancer.contact.phone)}
          </a>
        </Contact>
      )}
      <Invite>
        <Button variant="secondary" onClick={() => onInvite(freelancer)}>
          {t('talent.invite')}
        </Button>
        <ReportButton
          what={t('talent.profileOf', { name: freelancer.fullName })}
          onSend={reportOf('freelancer', freelancer._id)}
        />
      </Invite>
    </Card>
  );
}
