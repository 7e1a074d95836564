import { activeContract } from '../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  confirmAs,
  freshKey,
  proofAs,
  refuseAs,
  startedPayIn,
} from '../pay-ins/pay-ins.test-helpers';

jest.setTimeout(60_000);

/** The admins' money desk over the real app: queues, holdings, the audit trail of decisions. */
describe('the money desk', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
  ] as const);
  const read = async (path: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${path}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const withProof = async (milestoneId: string) => {
    const payIn = await startedPayIn(t, company, milestoneId);
    expect((await proofAs(t, company, payIn.id, `FT-${freshKey().slice(0, 8)}`)).statusCode).toBe(
      200,
    );
    return payIn;
  };
  const payInQueue = (desk: { queues: { queue: string; count: number; amountPaisa: number }[] }) =>
    desk.queues.find((entry) => entry.queue === 'payInsToConfirm')!;
  const holding = (desk: { holdings: { kind: string; amountPaisa: number }[] }, kind: string) =>
    desk.holdings.find((entry) => entry.kind === kind)!.amountPaisa;

  it('counts the pay-ins waiting and moves money from the queue to escrow when confirmed', async () => {
    const { milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [3_000_000, 1_000_000],
    );
    const before = (await read('/admin/money/desk')).desk;
    const first = await withProof(milestoneIds[0]!);
    await withProof(milestoneIds[1]!);

    const waiting = (await read('/admin/money/desk')).desk;
    expect(payInQueue(waiting)).toEqual({
      queue: 'payInsToConfirm',
      count: payInQueue(before).count + 2,
      amountPaisa: payInQueue(before).amountPaisa + 4_000_000,
    });

    const confirmed = await confirmAs(t, admin, first.id, {
      amountPaisa: first.amountPaisa,
      reference: first.reference,
    });
    expect(confirmed.statusCode).toBe(200);
    const after = (await read('/admin/money/desk')).desk;
    expect(payInQueue(after).count).toBe(payInQueue(before).count + 1);
    expect(holding(after, 'escrow')).toBe(holding(before, 'escrow') + 3_000_000);
    expect(after.partnerAccountPaisa).toBe(before.partnerAccountPaisa + 3_000_000);
    // Every paisa in the partner account is someone's: held for others, or the platform's fees.
    expect(after.partnerAccountPaisa).toBe(after.heldForOthersPaisa + after.feesPaisa);
  });

  it('lists each admin decision on money, newest first, with who made it, a page at a time', async () => {
    const { milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [2_000_000, 2_000_000],
    );
    const confirmed = await withProof(milestoneIds[0]!);
    await confirmAs(t, admin, confirmed.id, {
      amountPaisa: confirmed.amountPaisa,
      reference: confirmed.reference,
    });
    const refused = await withProof(milestoneIds[1]!);
    await refuseAs(t, admin, refused.id, 'No such transfer on the statement');

    const first = await read('/admin/money/audit?limit=1');
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({
      action: 'payInRefused',
      subjectId: refused.id,
      admin: { id: admin.id },
      detail: { reason: 'No such transfer on the statement' },
    });
    expect(first.entries[0].admin.name).not.toBe(admin.id);
    const second = await read(
      `/admin/money/audit?limit=1&after=${encodeURIComponent(first.nextCursor)}`,
    );
    expect(second.entries[0]).toMatchObject({ action: 'payInConfirmed', subjectId: confirmed.id });
  });
});
