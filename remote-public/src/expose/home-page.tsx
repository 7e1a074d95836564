import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { useHomeT } from '../i18n/strings/home';
import { About } from '../features/home/about';
import { CallToAction } from '../features/home/call-to-action';
import { Hero } from '../features/home/hero';
import { LatestJobs } from '../features/home/latest-jobs';
import { TopFreelancers } from '../features/home/top-freelancers';
import { TrustedFamily } from '../features/home/trusted-family';

export default function HomePage() {
  const { t } = useHomeT();
  useDocumentMeta(t('home.meta.title'), t('home.meta.description'));
  return (
    <>
      <Hero />
      <LatestJobs />
      <TrustedFamily />
      <TopFreelancers />
      <About />
      <CallToAction />
    </>
  );
}
