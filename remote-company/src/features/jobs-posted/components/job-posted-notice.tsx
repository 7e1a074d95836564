import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@kaamyaab/shared-api';
import { Link } from '@kaamyaab/shared-api/router';
import { successBox } from '@kaamyaab/shared-ui/forms';
import { useCompanyT } from '../../../i18n/company-strings';
import type { JobPosted } from '../../post-job/job-posted';

const Notice = styled.div`
  &:not(:empty) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
    justify-content: space-between;
    ${successBox}
  }

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
  }
`;

/**
 * Says the job was posted, above the list it now leads. The status region is on the page before
 * its words, so screen readers announce them rather than a region that arrived already full.
 */
export function JobPostedNotice({ posted }: { posted: JobPosted | null }) {
  const { t } = useCompanyT();
  const [said, setSaid] = useState(false);
  useEffect(() => setSaid(true), []);
  if (!posted) return null;
  return (
    <Notice role="status">
      {said && (
        <>
          <p>
            <strong>{t('jobs.posted')}</strong> {t('jobs.postedOpen', { title: posted.title })}
          </p>
          <Link to={paths.companyPostJob}>{t('jobs.postAnother')}</Link>
        </>
      )}
    </Notice>
  );
}
