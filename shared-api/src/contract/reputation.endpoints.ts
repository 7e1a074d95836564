import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { MyScoreDto, PublicProfileDto, PublicProfileParams } from './reputation';
import { onFirstUse } from './on-first-use';

/**
 * Scores and public profiles (docs/decisions/032-reputation.md): anyone reads an approved,
 * open account's public page; a party reads how each of its contracts counted in its score.
 */

const publicProfileAnswer = onFirstUse(() => envelope(z.object({ profile: PublicProfileDto })));

export const publicFreelancer = endpoint({
  operationId: 'publicFreelancer',
  method: 'GET',
  path: '/profiles/freelancers/:accountId',
  tag: 'reputation',
  summary: "An approved freelancer's public page: skills, bio, score, badges and reviews",
  who: 'anyone',
  params: PublicProfileParams,
  status: 200,
  answer: publicProfileAnswer,
  errors: ['profileNotFound'],
});

export const publicCompany = endpoint({
  operationId: 'publicCompany',
  method: 'GET',
  path: '/profiles/companies/:accountId',
  tag: 'reputation',
  summary: "An approved company's public page: bio, score, badges and reviews",
  who: 'anyone',
  params: PublicProfileParams,
  status: 200,
  answer: publicProfileAnswer,
  errors: ['profileNotFound'],
});

export const myScore = endpoint({
  operationId: 'myScore',
  method: 'GET',
  path: '/reputation/mine',
  tag: 'reputation',
  summary: 'How each of your ended contracts counted in your score',
  who: ['freelancer', 'company'],
  approved: true,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ score: MyScoreDto }))),
  errors: [],
});

export const reputationEndpoints = [publicFreelancer, publicCompany, myScore] as const;
