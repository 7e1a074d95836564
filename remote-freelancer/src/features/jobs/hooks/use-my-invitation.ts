import { useEffect, useState } from 'react';
import { logger } from '@kaamyaab/shared-ui';
import { talentApi } from '@kaamyaab/shared-api/client';

export interface Invitation {
  companyName: string;
  createdAt: string;
}

/** The company's invitation to apply to this job, if one was sent to this freelancer. */
export function useMyInvitation(jobId: string): Invitation | null {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  useEffect(() => {
    let current = true;
    talentApi
      .fetchMyInvitation(jobId)
      .then((found) => {
        if (current) setInvitation(found);
      })
      .catch((error: unknown) => logger.error('Error fetching the invitation', error));
    return () => {
      current = false;
    };
  }, [jobId]);
  return invitation;
}
