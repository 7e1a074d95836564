import { Route, Routes } from 'react-router-dom';
import { renderInArea } from '@kaamyaab/shared-api/testing';
import { JobPage } from '../features/jobs/components/job-page';

/** One job's page, at the address a shared link opens. */
export function renderJobPage(jobId: string) {
  return renderInArea(
    <Routes>
      <Route path="/freelancer-dashboard/jobs/:jobId" element={<JobPage />} />
    </Routes>,
    `/freelancer-dashboard/jobs/${jobId}`,
  );
}
