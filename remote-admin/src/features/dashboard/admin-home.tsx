import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { reviewApi } from '@kaamyaab/shared-api/client';
import type { AdminStatsDto } from '@kaamyaab/shared-api/contract';
import { Card, PageHeading, SkeletonList, useDocumentMeta } from '@kaamyaab/shared-ui';
import { WaitingTime } from '../review/waiting-time';
import { ActivityChart } from './activity-chart';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0 0 1.25rem;

  div {
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #fff;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

/** The admin's day at a glance (issue 12 item 5): the queue against the 24-hour promise, and more. */
export function AdminHome() {
  useDocumentMeta('Admin dashboard', 'The Kaamyaab administration overview.');
  const admin = useSignedIn('admin');
  const [stats, setStats] = useState<AdminStatsDto | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    reviewApi.stats().then(setStats, (error: unknown) => {
      console.error('Loading the dashboard figures failed', error);
      setFailed(true);
    });
  }, []);

  return (
    <section>
      <PageHeading>Admin dashboard</PageHeading>
      {failed ? <p role="status">The figures could not be loaded. Please try again.</p> : null}
      {!stats && !failed ? <SkeletonList count={1} /> : null}
      {stats ? (
        <>
          <Figures aria-label="At a glance">
            <div>
              <dt>Accounts waiting</dt>
              <dd>{stats.waiting.count}</dd>
              {stats.waiting.oldestSince ? (
                <dd>
                  <WaitingTime since={stats.waiting.oldestSince} />
                </dd>
              ) : null}
            </div>
            <div>
              <dt>Active freelancers</dt>
              <dd>{stats.activeFreelancers}</dd>
            </div>
            <div>
              <dt>Active companies</dt>
              <dd>{stats.activeCompanies}</dd>
            </div>
            <div>
              <dt>Open jobs</dt>
              <dd>{stats.openJobs}</dd>
            </div>
            <div>
              <dt>Applications this week</dt>
              <dd>{stats.applicationsThisWeek}</dd>
            </div>
          </Figures>
          <Card>
            <h2>Last 30 days</h2>
            <ActivityChart daily={stats.daily} />
          </Card>
        </>
      ) : null}
      <Card>
        <h2>Account approvals</h2>
        <p>
          New freelancers and companies wait for an administrator to check their documents and
          approve them.
        </p>
        <Link to={paths.adminManageUsers}>Review accounts in Manage Users</Link>
      </Card>
      {admin?.role ? <p>Your role: {admin.role}</p> : null}
    </section>
  );
}
