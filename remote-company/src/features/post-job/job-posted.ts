import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@kaamyaab/shared-api/router';

/**
 * Posting a job goes to Posted Jobs and says so there: the post-job form hands
 * the new job's title over in the navigation state, and Posted Jobs reads it once.
 */
export interface JobPosted {
  title: string;
}

export const jobPostedState = (title: string) => ({ jobPosted: { title } });

function readJobPosted(state: unknown): JobPosted | null {
  const posted = (state as { jobPosted?: { title?: unknown } } | null)?.jobPosted;
  return typeof posted?.title === 'string' ? { title: posted.title } : null;
}

/** The job just posted, if this page was opened by posting it; a reload no longer says so. */
export function useJobPosted(): JobPosted | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [posted] = useState(() => readJobPosted(location.state));
  useEffect(() => {
    if (readJobPosted(location.state))
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  return posted;
}
