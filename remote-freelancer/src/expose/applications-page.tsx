import { MyApplications } from '../features/applications/components/my-applications';

/** Exposed as './ApplicationsPage': /freelancer-dashboard/applications. */
export default function ApplicationsPage() {
  return <MyApplications />;
}
