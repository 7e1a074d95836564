import { eq } from 'drizzle-orm';
import { feeOf, type ContractDto } from '@kaamyaab/shared-api/contract';
import { emailOutbox, notifications } from '../../db/schema';
import { pdfBytes, pngBytes } from '../../../test/factories';
import { fundMilestone } from '../../../test/funding';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  balanceOf,
  companyBalanceAccount,
  earningsAccount,
  FEES_ACCOUNT,
  ledgerTotal,
} from '../ledger';
import { member, type Member } from '../jobs/jobs.test-helpers';
import { activeContract, dealCalls, key, type DealCalls } from './contracts.test-helpers';

const DAY_MS = 24 * 3_600_000;
/** The first bytes of any docx, xlsx, pptx or odt: a ZIP container. */
const zipBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

describe('the work and its release', () => {
  const t = testAppForBlock();
  const [company, freelancer, otherCompany, otherFreelancer, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'company',
    'freelancer',
    'admin',
  ]);
  let deal: DealCalls;

  beforeAll(() => {
    deal = dealCalls(t);
  }, 60_000);

  const submit = async (
    who: Member,
    milestoneId: string,
    fields: Record<string, string>,
    files: { bytes: Buffer; name: string; type: string }[] = [],
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/milestones/${milestoneId}/submit`,
      headers: {
        ...who.headers,
        'content-type': request.headers.get('content-type') as string,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  /** A fresh active contract of `amounts` whose first `funded` milestones are funded. */
  async function fundedContract(amounts: number[], funded = amounts.length) {
    const contract = await activeContract(deal, company, freelancer, amounts);
    for (const milestone of contract.milestones.slice(0, funded))
      await fundMilestone(t.db, milestone.id);
    return contract;
  }

  const roomOf = async (contractId: string): Promise<ContractDto> =>
    (await deal.room(company, contractId)).json().data.contract;

  it('takes a submission from the freelancer only, on funded work, with a note or files', async () => {
    const contract = await fundedContract([5_000_000, 1_000_000], 1);
    const [funded, unfunded] = contract.milestones as [
      ContractDto['milestones'][number],
      ContractDto['milestones'][number],
    ];
    const onUnfunded = await submit(freelancer, unfunded.id, { note: 'Here it is' });
    expect([onUnfunded.statusCode, onUnfunded.json().code]).toEqual([409, 'illegalMove']);
    const empty = await submit(freelancer, funded.id, { note: '   ' });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'submissionEmpty']);
    const outsider = await submit(otherFreelancer, funded.id, { note: 'Mine' });
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'notContractParty']);
    const byCompany = await submit(company, funded.id, { note: 'Mine' });
    expect(byCompany.statusCode).toBe(403);
    const text = await submit(freelancer, funded.id, { note: '' }, [
      { bytes: Buffer.from('plain text, not a document'), name: 'a.txt', type: 'text/plain' },
    ]);
    expect([text.statusCode, text.json().code]).toEqual([400, 'workWrongType']);
    const before = Date.now();
    const sent = await submit(freelancer, funded.id, { note: 'First designs' }, [
      { bytes: await pngBytes(), name: 'home.png', type: 'image/png' },
      { bytes: pdfBytes(), name: 'brief.pdf', type: 'application/pdf' },
      { bytes: zipBytes(), name: 'copy.docx', type: 'application/octet-stream' },
    ]);
    expect(sent.statusCode).toBe(200);
    const milestone = sent.json().data.contract.milestones[0];
    expect(milestone.status).toBe('submitted');
    expect(Date.parse(milestone.releaseDueAt) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(Date.parse(milestone.releaseDueAt) - before).toBeLessThan(7 * DAY_MS + 60_000);
    const [submission] = milestone.submissions;
    expect(submission.note).toBe('First designs');
    expect(submission.files.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/png',
      'application/pdf',
      'application/zip',
    ]);
    // Both parties and admins read the files; nobody else does.
    const fileId = submission.files[1].id as string;
    const read = (who: Member) =>
      t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: who.headers });
    for (const who of [company, freelancer, admin]) expect((await read(who)).statusCode).toBe(200);
    for (const who of [otherCompany, otherFreelancer])
      expect((await read(who)).statusCode).toBe(403);
  });

  it('refuses more than five files in one submission', async () => {
    const contract = await fundedContract([5_000_000]);
    const six = Array.from({ length: 6 }, () => ({
      bytes: pdfBytes(),
      name: 'part.pdf',
      type: 'application/pdf',
    }));
    const refused = await submit(freelancer, contract.milestones[0]!.id, { note: 'x' }, six);
    expect(refused.statusCode).toBe(413);
    const five = await submit(freelancer, contract.milestones[0]!.id, { note: 'x' }, six.slice(1));
    expect(five.statusCode).toBe(200);
  });

  it('stops the clock when changes are asked, and starts it again at the next submission', async () => {
    const contract = await fundedContract([5_000_000]);
    const id = contract.milestones[0]!.id;
    await submit(freelancer, id, { note: 'v1' });
    const byFreelancer = await deal.requestChanges(freelancer, id);
    expect(byFreelancer.statusCode).toBe(403);
    const asked = await deal.requestChanges(company, id, 'Please use our brand colours.');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.contract.milestones[0]).toMatchObject({
      status: 'changesRequested',
      changesReason: 'Please use our brand colours.',
      releaseDueAt: null,
    });
    const again = await submit(freelancer, id, { note: 'v2' });
    expect(again.json().data.contract.milestones[0]).toMatchObject({ status: 'submitted' });
    expect(again.json().data.contract.milestones[0].submissions).toHaveLength(2);
  });

  it('tells the other party of each step, in the app and by email, once', async () => {
    const payee = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, payee, [200_000, 300_000]);
    const [first, second] = contract.milestones.map((milestone) => milestone.id);
    await fundMilestone(t.db, first!);
    await fundMilestone(t.db, second!);
    const kindsOf = async (id: string) =>
      (
        await t.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.recipientId, id))
      ).map((row) => row.kind);

    await submit(payee, first!, { note: 'First draft' });
    expect(await kindsOf(company.id)).toContain('workSubmitted');
    await deal.requestChanges(company, first!);
    await submit(payee, first!, { note: 'Second draft' });
    const approveKey = key();
    await deal.approve(company, first!, approveKey);
    await deal.approve(company, first!, approveKey);
    const told = await kindsOf(payee.id);
    expect(told.filter((kind) => kind === 'changesRequested')).toHaveLength(1);
    expect(told.filter((kind) => kind === 'moneyReleased')).toHaveLength(1);
    const [released] = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `moneyReleased:release:${first}`));
    const net = (200_000 - feeOf(200_000, 500)) / 100;
    expect(released?.subject).toContain(`Rs\u00a0${net.toLocaleString('en-US')}`);

    await deal.end(payee, contract.id);
    expect(await kindsOf(company.id)).toContain('contractEnded');
  });

  it('approves: the whole escrow to the freelancer less the fee, once, a retry answered alike', async () => {
    const payee = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, payee, [1_234_567]);
    const id = contract.milestones[0]!.id;
    const early = await deal.approve(company, id);
    expect([early.statusCode, early.json().code]).toEqual([409, 'illegalMove']);
    await fundMilestone(t.db, id);
    const notYet = await deal.approve(company, id);
    expect([notYet.statusCode, notYet.json().code]).toEqual([409, 'illegalMove']);
    await submit(payee, id, { note: 'Done' });
    const byOther = await deal.approve(otherCompany, id);
    expect([byOther.statusCode, byOther.json().code]).toEqual([403, 'notContractParty']);
    const fees = await balanceOf(t.db, FEES_ACCOUNT);
    const requestKey = key();
    const approved = await deal.approve(company, id, requestKey);
    expect(approved.statusCode).toBe(200);
    const fee = feeOf(1_234_567, 500);
    expect(approved.json().data.contract).toMatchObject({
      escrowPaisa: 0,
      releasedPaisa: 1_234_567,
      milestones: [{ status: 'released', escrowPaisa: 0, releasedPaisa: 1_234_567 }],
    });
    expect(await balanceOf(t.db, earningsAccount(payee.id))).toBe(1_234_567 - fee);
    expect(await balanceOf(t.db, FEES_ACCOUNT)).toBe(fees + fee);
    const retry = await deal.approve(company, id, requestKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.contract.releasedPaisa).toBe(1_234_567);
    expect(await balanceOf(t.db, earningsAccount(payee.id))).toBe(1_234_567 - fee);
    const fresh = await deal.approve(company, id);
    expect([fresh.statusCode, fresh.json().code]).toEqual([409, 'illegalMove']);
    // The same key on another movement is refused, not taken for a retry.
    const other = await fundedContract([500_000]);
    await submit(freelancer, other.milestones[0]!.id, { note: 'Done' });
    const reused = await deal.approve(company, other.milestones[0]!.id, requestKey);
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'idempotencyReused']);
    expect(await ledgerTotal(t.db)).toBe(0);
  });

  it('releases part of the escrow, never more than held, and all of it ends the milestone', async () => {
    const payee = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, payee, [2_000_000]);
    const id = contract.milestones[0]!.id;
    const unfunded = await deal.releasePart(company, id, 500_000);
    expect([unfunded.statusCode, unfunded.json().code]).toEqual([409, 'illegalMove']);
    await fundMilestone(t.db, id);
    const requestKey = key();
    const part = await deal.releasePart(company, id, 500_000, requestKey);
    expect(part.statusCode).toBe(200);
    expect(part.json().data.contract.milestones[0]).toMatchObject({
      status: 'funded',
      escrowPaisa: 1_500_000,
      releasedPaisa: 500_000,
    });
    expect((await deal.releasePart(company, id, 500_000, requestKey)).statusCode).toBe(200);
    expect(await balanceOf(t.db, earningsAccount(payee.id))).toBe(500_000 - 25_000);
    const tooMuch = await deal.releasePart(company, id, 1_500_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'amountAboveEscrow',
      message: 'At most Rs\u00a015,000 is held for this milestone.',
    });
    const fraction = await deal.releasePart(company, id, 100_000.5);
    expect(fraction.statusCode).toBe(400);
    const byFreelancer = await deal.releasePart(payee, id, 100_000);
    expect(byFreelancer.statusCode).toBe(403);
    const rest = await deal.releasePart(company, id, 1_500_000);
    expect(rest.json().data.contract.milestones[0]).toMatchObject({
      status: 'released',
      escrowPaisa: 0,
      releasedPaisa: 2_000_000,
    });
    expect(await balanceOf(t.db, earningsAccount(payee.id))).toBe(2_000_000 - 100_000);
  });

  it('adds a bonus once per key: unfunded, funded like any milestone', async () => {
    const contract = await activeContract(deal, company, freelancer, [500_000]);
    const byFreelancer = await deal.addBonus(freelancer, contract.id, 100_000);
    expect(byFreelancer.statusCode).toBe(403);
    const requestKey = key();
    const added = await deal.addBonus(company, contract.id, 100_000, requestKey);
    expect(added.statusCode).toBe(201);
    const again = await deal.addBonus(company, contract.id, 100_000, requestKey);
    expect(again.statusCode).toBe(201);
    const milestones = again.json().data.contract.milestones;
    expect(milestones).toHaveLength(2);
    expect(milestones[1]).toMatchObject({
      kind: 'bonus',
      status: 'unfunded',
      amountPaisa: 100_000,
      title: 'For the early launch',
    });
    const changed = await deal.addBonus(company, contract.id, 200_000, requestKey);
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'idempotencyReused']);
  });

  it('ends a contract: funded work refunded to the company, the rest cancelled, then read-only', async () => {
    const payer = await member(t, 'company');
    const contract = await activeContract(deal, payer, freelancer, [3_000_000, 700_000, 900_000]);
    const [first, second, third] = contract.milestones.map((milestone) => milestone.id) as [
      string,
      string,
      string,
    ];
    await fundMilestone(t.db, first);
    await fundMilestone(t.db, second);
    await submit(freelancer, first, { note: 'Done' });
    const waiting = await deal.end(freelancer, contract.id);
    expect([waiting.statusCode, waiting.json().code]).toEqual([409, 'workAwaitsDecision']);
    await deal.approve(payer, first);
    const outsider = await deal.end(otherFreelancer, contract.id);
    expect(outsider.statusCode).toBe(403);
    const requestKey = key();
    const ended = await deal.end(freelancer, contract.id, requestKey, 'The shop is live.');
    expect(ended.statusCode).toBe(200);
    const room = ended.json().data.contract;
    expect(room).toMatchObject({
      status: 'ended',
      endedBy: 'freelancer',
      endReason: 'The shop is live.',
      escrowPaisa: 0,
      releasedPaisa: 3_000_000,
      refundedPaisa: 700_000,
    });
    expect(room.milestones.map((milestone: { status: string }) => milestone.status)).toEqual([
      'released',
      'refunded',
      'cancelled',
    ]);
    expect(await balanceOf(t.db, companyBalanceAccount(payer.id))).toBe(700_000);
    expect((await deal.end(freelancer, contract.id, requestKey)).statusCode).toBe(200);
    expect(await balanceOf(t.db, companyBalanceAccount(payer.id))).toBe(700_000);
    // Nothing more happens on an ended contract.
    const draft = { title: 'More', amountPaisa: 50_000, dueDate: '2027-02-01' };
    for (const refused of [
      await deal.end(payer, contract.id),
      await deal.propose(payer, contract.id, draft),
      await deal.addBonus(payer, contract.id, 50_000),
      await submit(freelancer, third, { note: 'Late' }),
      await deal.releasePart(payer, second, 50_000),
    ])
      expect(refused.statusCode).toBe(409);
    expect(await ledgerTotal(t.db)).toBe(0);
  });

  it('moves money once when twenty approvals of one milestone race', async () => {
    const payee = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, payee, [1_000_000]);
    const id = contract.milestones[0]!.id;
    await fundMilestone(t.db, id);
    await submit(payee, id, { note: 'Done' });
    const sameKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        deal.approve(company, id, index % 2 ? sameKey : key()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t.db, earningsAccount(payee.id))).toBe(1_000_000 - 50_000);
    expect((await roomOf(contract.id)).releasedPaisa).toBe(1_000_000);
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});
