import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createFreelancer, PASSWORD } from './factories';

/**
 * The three figures of the login limit under concurrency, each on a fresh account and from
 * addresses no other scenario uses. "Checked" counts the guesses whose password was verified
 * (any answer but 429); the right password's status says whether it logged in (200).
 */
export interface LoginProbeFigures {
  /** 40 wrong passwords at once on one account, from one address. */
  oneAddress: { sent: number; checked: number };
  /** 200 wrong passwords at once on one account, 50 from each of four addresses. */
  fourAddresses: { sent: number; checked: number };
  /** The right password as the 34th of 40 at once, from one address. */
  rightAs34th: { status: number };
}

const WRONG = 'not-the-password';

/** One login attempt from an address; answers its status. */
export type SendLogin = (email: string, password: string, address: string) => Promise<number>;

/** In process, each request from its own `remoteAddress`: every request is in flight at once. */
export const injected =
  (app: FastifyInstance): SendLogin =>
  async (email, password, remoteAddress) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/login',
        remoteAddress,
        payload: { email, password },
      })
    ).statusCode;

/** Over real HTTP to a listening server with TRUST_PROXY, the address in X-Forwarded-For. */
export const overHttp =
  (base: string): SendLogin =>
  async (email, password, address) => {
    const response = await fetch(`${base}/api/v1/freelancer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    return response.status;
  };

async function burst(
  send: SendLogin,
  email: string,
  addresses: string[],
  perAddress: number,
  rightAt?: number,
) {
  const requests = addresses.flatMap((address) =>
    Array.from({ length: perAddress }, () => address),
  );
  return Promise.all(
    requests.map((address, index) =>
      send(email, index + 1 === rightAt ? PASSWORD : WRONG, address),
    ),
  );
}

/** `prefix` keeps each run's addresses apart (documentation ranges, RFC 5737). */
export async function probeLoginLimits(
  send: SendLogin,
  db: Database,
  prefix = '203.0.113',
): Promise<LoginProbeFigures> {
  const one = await createFreelancer(db);
  const oneAddress = await burst(send, one.email, [`${prefix}.1`], 40);

  const four = await createFreelancer(db);
  const fourAddresses = await burst(
    send,
    four.email,
    [11, 12, 13, 14].map((host) => `${prefix}.${host}`),
    50,
  );

  const owner = await createFreelancer(db);
  const withRight = await burst(send, owner.email, [`${prefix}.21`], 40, 34);

  const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;
  return {
    oneAddress: { sent: oneAddress.length, checked: checked(oneAddress) },
    fourAddresses: { sent: fourAddresses.length, checked: checked(fourAddresses) },
    rightAs34th: { status: withRight[33]! },
  };
}
