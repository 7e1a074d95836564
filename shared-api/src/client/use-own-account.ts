import { useEffect, useState } from 'react';
import type { CompanyDto, FreelancerDto } from '@kaamyaab/shared-api/contract';
import { accountsApi } from './accounts';
import { sendCorrection } from './vetting';
import { logger } from '../logger';

type Role = 'freelancer' | 'company';
export interface WholeRecords {
  freelancer: FreelancerDto;
  company: CompanyDto;
}

type Loaded<R extends Role> =
  { status: 'loading' } | { status: 'ready'; account: WholeRecords[R] } | { status: 'failed' };

export type OwnAccount<R extends Role> = Loaded<R> & {
  /** The record after the owner's own edit, answered by the server. */
  replace: (account: WholeRecords[R]) => void;
};

/**
 * The signed-in account's whole record (CNIC, bank account, POC ID and NTN included), read from
 * /me with the session, for the profile card. It lives in the card alone: the auth store and the
 * stored entries keep only the session view. `enabled` is false while no one is signed in.
 */
export function useOwnAccount<R extends Role>(role: R, enabled: boolean): OwnAccount<R> {
  const [state, setState] = useState<Loaded<R>>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    setState({ status: 'loading' });
    accountsApi
      .me()
      .then((me) => {
        const account = me[role] as WholeRecords[R] | undefined;
        if (active) setState(account ? { status: 'ready', account } : { status: 'failed' });
      })
      .catch((error: unknown) => {
        if (!active) return;
        logger.error('Loading the profile failed', error);
        setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [role, enabled]);

  return {
    ...state,
    replace: (account: WholeRecords[R]) => setState({ status: 'ready', account }),
  } as OwnAccount<R>;
}

/**
 * What 'Hold Tight!' shows a pending account: why an admin sent it back, if one did, and the
 * correction form, its fields (`fieldsOf`, each area's own) prefilled from the record.
 */
export function useHoldTight<R extends Role, Field>(
  role: R,
  pending: boolean,
  fieldsOf: (account: WholeRecords[R]) => Field[],
) {
  const own = useOwnAccount(role, pending);
  const account = own.status === 'ready' ? own.account : null;
  return {
    sentBack: account?.sentBack,
    correction: account
      ? { fields: fieldsOf(account), onSubmit: (form: FormData) => sendCorrection(role, form) }
      : undefined,
  };
}
