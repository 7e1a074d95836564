/**
 * What of an account the browser keeps (the spec's stored 'user' and 'company' entries, in
 * localStorage and a JavaScript-readable cookie): only what the guards, the greetings, the
 * under-review check and the job pages read. CNIC, bank account, phone, POC ID, NTN and the rest
 * stay on the server; the profile cards read them with the session from /me.
 *
 * No zod here: the session (the light entry every app loads) trims with these lists too.
 */
export const freelancerSessionKeys = ['_id', 'fullName', 'email', 'avatar', 'isActive'] as const;
export const companySessionKeys = ['_id', 'companyName', 'email', 'avatar', 'isActive'] as const;

export const sessionKeys = {
  freelancer: freelancerSessionKeys,
  company: companySessionKeys,
} as const;

type SessionKeyOf<R extends keyof typeof sessionKeys> = (typeof sessionKeys)[R][number];

/** The session view of a record: its session keys that it has, nothing else. */
export function sessionView<R extends keyof typeof sessionKeys, T extends object>(
  role: R,
  account: T,
): Pick<T, Extract<keyof T, SessionKeyOf<R>>> {
  const view: Record<string, unknown> = {};
  for (const key of sessionKeys[role]) if (key in account) view[key] = account[key as keyof T];
  return view as Pick<T, Extract<keyof T, SessionKeyOf<R>>>;
}
