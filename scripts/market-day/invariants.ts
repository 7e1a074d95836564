import type { Acknowledged } from './board';
import type { Check } from './report';
import type { StatementCounter } from './statements';

/**
 * What must hold once the day is over: the ledger balances (every movement sums to zero, no one's
 * account below zero, what came in is what sits in escrow plus what was released) and every write
 * the API acknowledged is in the database in the state it answered.
 */
export async function checkInvariants(
  db: StatementCounter,
  ack: Acknowledged,
  serverErrors: number,
): Promise<Check[]> {
  const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values))[0]!;
  const ledger = await one<{ unbalanced: number; total: string; negative: number }>(
    `select (select count(*)::int from (select transaction_id from ledger_entries
               group by 1 having sum(amount) <> 0) t) as unbalanced,
            (select coalesce(sum(amount), 0)::text from ledger_entries) as total,
            (select count(*)::int from (select account from ledger_entries
               where account not like 'incoming:%' and account not like 'outgoing:%'
               group by 1 having sum(amount) < 0) n) as negative`,
  );
  const money = await one<{ incoming: string; escrow: string; paid: string }>(
    `select coalesce(-sum(amount) filter (where account like 'incoming:%'), 0)::text as incoming,
            coalesce(sum(amount) filter (where account like 'escrow:%'), 0)::text as escrow,
            coalesce(sum(amount) filter (where account like 'earnings:%' or account = 'fees:platform'
                                           or account = 'tax:withheld'), 0)::text as paid
     from ledger_entries`,
  );
  const confirmedIn = ack.confirmed.reduce((sum, payIn) => sum + payIn.amountPaisa, 0);
  const released = ack.released.reduce((sum, milestone) => sum + milestone.amountPaisa, 0);
  const present = async (table: string, ids: string[], where = 'true') =>
    (
      await one<{ n: number }>(
        `select count(*)::int as n from ${table} where id = any($1::uuid[]) and ${where}`,
        [ids],
      )
    ).n;
  const writes: [string, string, string[], string][] = [
    ['jobs posted', 'jobs', ack.jobs, 'true'],
    ['applications', 'applications', ack.applications, 'true'],
    ['accepted applications', 'applications', ack.accepted, `status = 'accepted'`],
    ['messages', 'messages', ack.messages, 'true'],
    ['contracts', 'contracts', ack.contracts, `status in ('offered', 'active', 'ended')`],
    ['confirmed pay-ins', 'pay_ins', ack.confirmed.map((p) => p.payInId), `status = 'confirmed'`],
    [
      'released milestones',
      'milestones',
      ack.released.map((m) => m.milestoneId),
      `status = 'released'`,
    ],
  ];
  const found = await Promise.all(
    writes.map(([, table, ids, where]) => present(table, ids, where)),
  );
  const missing = writes.flatMap(([name, , ids], index) =>
    found[index] === ids.length ? [] : [`${name} ${found[index]}/${ids.length}`],
  );
  return [
    {
      name: 'no 5xx and no connection lost',
      ok: serverErrors === 0,
      detail: `${serverErrors} answers 5xx or none`,
    },
    {
      name: 'the ledger balances',
      ok: ledger.unbalanced === 0 && ledger.total === '0' && ledger.negative === 0,
      detail: `${ledger.unbalanced} movements not summing to zero, all lines sum to ${ledger.total}, ${ledger.negative} owned accounts below zero`,
    },
    {
      name: 'money in = escrow held + released',
      ok:
        Number(money.incoming) === confirmedIn &&
        Number(money.escrow) === confirmedIn - released &&
        Number(money.paid) === released,
      detail: `Rs ${Number(money.incoming) / 100} came in (confirmed: ${confirmedIn / 100}); escrow holds ${Number(money.escrow) / 100}; earnings, fees and tax ${Number(money.paid) / 100} (released: ${released / 100})`,
    },
    {
      name: 'every acknowledged write is in the database',
      ok: missing.length === 0,
      detail:
        missing.length === 0
          ? writes.map(([name, , ids]) => `${ids.length} ${name}`).join(', ')
          : `missing: ${missing.join(', ')}`,
    },
  ];
}
