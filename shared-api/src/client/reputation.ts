import { useEffect, useState } from 'react';
import {
  myScore,
  SCORE_PRIVATE_MIN,
  publicCompany,
  publicFreelancer,
  type DealParty,
  type MyScoreDto,
  type PublicProfileDto,
} from '@kaamyaab/shared-api/contract';
import { logger } from '../logger';
import { paths } from '@kaamyaab/shared-api';
import { renderLink } from './link-renderers';
import { call } from './call';
import { failureCode } from './describe-error';

/** Scores and public profiles (docs/decisions/032-reputation.md) as the pages use them. */
export const reputationApi = {
  profile: async (side: DealParty, accountId: string) =>
    (
      await call(side === 'freelancer' ? publicFreelancer : publicCompany, {
        params: { accountId },
      })
    ).data.profile,
  mine: async () => (await call(myScore, {})).data.score,
};

export type PublicProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfileDto }
  /** Not approved, closed, or no such account: the page says it is not public. */
  | { status: 'missing' }
  | { status: 'failed' };

/** A freelancer's or company's public page. */
export function usePublicProfile(side: DealParty, accountId: string): PublicProfileState {
  const [state, setState] = useState<PublicProfileState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    reputationApi
      .profile(side, accountId)
      .then((profile) => current && setState({ status: 'ready', profile }))
      .catch((error: unknown) => {
        const missing = failureCode(error) === 'profileNotFound';
        if (!missing) logger.error('Error fetching the profile', error);
        if (current) setState({ status: missing ? 'missing' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [side, accountId]);
  return state;
}

/** The signed-in party's own score, contract by contract, for the view `ScoreBreakdown`. */
export function useMyScore() {
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [score, setScore] = useState<MyScoreDto | null>(null);
  useEffect(() => {
    let current = true;
    reputationApi
      .mine()
      .then((mine) => {
        if (!current) return;
        setScore(mine);
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, []);
  return {
    state,
    score,
    privateMinimum: SCORE_PRIVATE_MIN,
    formulaPath: paths.howScoresWork,
    renderLink,
  };
}
