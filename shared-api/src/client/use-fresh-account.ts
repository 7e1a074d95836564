import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { clearEntry, readEntry, saveEntry } from '@kaamyaab/shared-api';
import type { CompanyDto, FreelancerDto } from '../contract/accounts-dto';
import { accountsApi } from './accounts';

type Role = 'freelancer' | 'company';
type AccountOf<R extends Role> = R extends 'freelancer' ? FreelancerDto : CompanyDto;
const entryOf = { freelancer: 'user', company: 'company' } as const;

/**
 * The signed-in freelancer or company: at once from the stored entry, then refreshed from the
 * server, so an approval shows without logging in again. A session the server no longer knows
 * clears the entry and calls `onSignedOut`.
 */
export function useFreshAccount<R extends Role>(
  role: R,
  onSignedOut: () => void,
): AccountOf<R> | null {
  const key = entryOf[role];
  const [account, setAccount] = useState<AccountOf<R> | null>(
    () => readEntry<{ data?: Record<string, AccountOf<R>> }>(key)?.data?.[role] ?? null,
  );

  useEffect(() => {
    let active = true;
    accountsApi
      .me()
      .then((me) => {
        const fresh = me[role] as AccountOf<R> | undefined;
        const stored = readEntry<{ data?: Record<string, unknown> }>(key);
        if (!active || !fresh || !stored) return;
        saveEntry(key, { ...stored, data: { ...stored.data, [role]: fresh } });
        setAccount(fresh);
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (isAxiosError(error) && error.response?.status === 401) {
          clearEntry(key);
          onSignedOut();
        }
      });
    return () => {
      active = false;
    };
    // The role and the callback are fixed for the life of a dashboard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return account;
}
