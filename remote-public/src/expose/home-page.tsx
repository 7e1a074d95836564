import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { About } from '../features/home/about';
import { CallToAction } from '../features/home/call-to-action';
import { Hero } from '../features/home/hero';
import { TopFreelancers } from '../features/home/top-freelancers';
import { TrustedFamily } from '../features/home/trusted-family';

export default function HomePage() {
  useDocumentMeta(
    'Hire top freelancers in Pakistan',
    'Kaamyaab connects talented freelancers with innovative businesses. Post jobs, hire verified talent and get paid in PKR.',
  );
  return (
    <>
      <Hero />
      <TrustedFamily />
      <TopFreelancers />
      <About />
      <CallToAction />
    </>
  );
}
