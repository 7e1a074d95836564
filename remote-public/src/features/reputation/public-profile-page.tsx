import styled from 'styled-components';
import { Avatar, Container, formatMonthYear, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ReputationLine, ReviewCard, useReputationT } from '@kaamyaab/shared-ui/reviews';
import { paths } from '@kaamyaab/shared-api';
import { usePublicProfile } from '@kaamyaab/shared-api/client';
import type { DealParty, PublicProfileDto } from '@kaamyaab/shared-api/contract';
import { Link, useParams } from '@kaamyaab/shared-api/router';

const Head = styled.header`
  display: flex;
  gap: 1rem;
  align-items: center;
  margin: 1.5rem 0 1rem;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Reviews = styled.div`
  display: grid;
  gap: 0.75rem;
`;

function Profile({ profile }: { profile: PublicProfileDto }) {
  const { t: reputationT, language } = useReputationT();
  useDocumentMeta(
    profile.name,
    reputationT(profile.side === 'freelancer' ? 'profile.freelancerMeta' : 'profile.companyMeta', {
      name: profile.name,
    }),
  );
  return (
    <article>
      <Head>
        <Avatar src={profile.avatar} name={profile.name} size={72} />
        <div>
          <h1>
            <bdi>{profile.name}</bdi>
          </h1>
          <p>
            {reputationT('profile.memberSince', {
              date: formatMonthYear(profile.memberSince, language),
            })}{' '}
            · {reputationT('profile.contracts', { count: profile.contractsCompleted })}
          </p>
        </div>
      </Head>
      <ReputationLine
        reputation={profile.reputation}
        link={<Link to={paths.howScoresWork}>{reputationT('score.howItWorks')}</Link>}
      />
      {profile.skills.length > 0 && (
        <section aria-labelledby="profile-skills">
          <h2 id="profile-skills">{reputationT('profile.skills')}</h2>
          <p>
            <bdi>{profile.skills.join(', ')}</bdi>
          </p>
        </section>
      )}
      <section aria-labelledby="profile-about">
        <h2 id="profile-about">{reputationT('profile.about')}</h2>
        <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <bdi>{profile.bio}</bdi>
        </p>
      </section>
      <section aria-labelledby="profile-reviews">
        <h2 id="profile-reviews">{reputationT('profile.reviews')}</h2>
        {profile.reviews.reviews.length === 0 && <p>{reputationT('profile.noReviews')}</p>}
        <Reviews>
          {profile.reviews.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              heading={`${review.authorName} · ${review.contractTitle}`}
              replyHeading={profile.name}
            />
          ))}
        </Reviews>
      </section>
    </article>
  );
}

/** A freelancer's or company's public page: the link people share and search engines find. */
function PublicProfilePage({ side }: { side: DealParty }) {
  const { t: reputationT } = useReputationT();
  const { accountId = '' } = useParams();
  const state = usePublicProfile(side, accountId);
  return (
    <Container style={{ maxWidth: '48rem' }}>
      {state.status === 'loading' && <p role="status">{reputationT('profile.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{reputationT('profile.failed')}</p>}
      {state.status === 'missing' && <h1>{reputationT('profile.notFound')}</h1>}
      {state.status === 'ready' && <Profile profile={state.profile} />}
    </Container>
  );
}

export const FreelancerProfilePage = () => <PublicProfilePage side="freelancer" />;
export const CompanyProfilePage = () => <PublicProfilePage side="company" />;
