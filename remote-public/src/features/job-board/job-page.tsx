import { Container } from '@kaamyaab/shared-ui';
import { JobSheet, ListNote } from '@kaamyaab/shared-ui/listings';
import { paths } from '@kaamyaab/shared-api';
import { useJob } from '@kaamyaab/shared-api/client';
import { Link, useParams } from '@kaamyaab/shared-api/router';
import { useFormsT } from '../../i18n/strings/forms';
import { CompanyProfileLink } from '../reputation/company-profile-link';
import { ApplyPrompt } from './apply-prompt';

/** A job's own page on the public board: the link people share. */
export function JobPage() {
  const { t } = useFormsT();
  const { jobId = '' } = useParams();
  return (
    <Container>
      <JobSheet
        state={useJob(jobId)}
        back={<Link to={paths.jobBoard}>{t('forms.jobs.back')}</Link>}
        actionsFor={(job) => (
          <>
            {job.status === 'open' ? (
              <ApplyPrompt jobId={job._id} />
            ) : (
              <ListNote role="status">{t('forms.jobs.closed')}</ListNote>
            )}
            <CompanyProfileLink job={job} />
          </>
        )}
      />
    </Container>
  );
}
