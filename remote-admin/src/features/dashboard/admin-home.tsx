import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { reviewApi } from '@kaamyaab/shared-api/client';
import type { AdminStatsDto } from '@kaamyaab/shared-api/contract';
import { logger, Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useAdminT } from '../../i18n/admin-strings';
import { countIn } from '../../i18n/numbers';
import { FailedEmails } from '../failed-emails/failed-emails';
import { WaitingTime } from '../vetting/waiting-time';
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

/** The admin's day at a glance: the queue against the 24-hour promise, and more. */
export function AdminHome() {
  const { t, language } = useAdminT();
  useDocumentMeta(t('home.title'), t('home.metaDescription'));
  const admin = useSignedIn('admin');
  const [stats, setStats] = useState<AdminStatsDto | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    reviewApi.stats().then(setStats, (error: unknown) => {
      logger.error('Loading the dashboard figures failed', error);
      setFailed(true);
    });
  }, []);

  const figures = stats
    ? ([
        ['home.activeFreelancers', stats.activeFreelancers],
        ['home.activeCompanies', stats.activeCompanies],
        ['home.openJobs', stats.openJobs],
        ['home.applicationsThisWeek', stats.applicationsThisWeek],
      ] as const)
    : [];

  return (
    <section>
      <PageHeading>{t('home.title')}</PageHeading>
      {failed ? <p role="status">{t('home.failed')}</p> : null}
      {!stats && !failed ? <SkeletonList count={1} /> : null}
      {stats ? (
        <>
          <Figures aria-label={t('home.atAGlance')}>
            <div>
              <dt>{t('home.accountsWaiting')}</dt>
              <dd>{countIn(language, stats.waiting.count)}</dd>
              {stats.waiting.oldestSince ? (
                <dd>
                  <WaitingTime since={stats.waiting.oldestSince} />
                </dd>
              ) : null}
            </div>
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{countIn(language, value)}</dd>
              </div>
            ))}
          </Figures>
          <Card>
            <h2>{t('home.last30Days')}</h2>
            <ActivityChart daily={stats.daily} />
          </Card>
        </>
      ) : null}
      <Card>
        <h2>{t('home.approvalsTitle')}</h2>
        <p>{t('home.approvalsBody')}</p>
        <Link to={paths.adminManageUsers}>{t('home.approvalsLink')}</Link>
      </Card>
      <FailedEmails />
      {admin?.role ? <p>{t('home.yourRole', { role: admin.role })}</p> : null}
    </section>
  );
}
