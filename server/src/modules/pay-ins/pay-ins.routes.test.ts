import { eq } from 'drizzle-orm';
import { contractEvents, files, milestones, payIns } from '../../db/schema';
import { activeContract } from '../../../test/active-contract';
import { refusedFiles } from '../../../test/hostile-files';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { expectStorageMatchesFileRows } from '../../../test/stored-files';
import { PAYMENT_REFERENCE } from './payment-reference';
import { freshKey, proofAs, receiptPdf, startAs, startedPayIn } from './pay-ins.test-helpers';

jest.setTimeout(60_000);

/** The company's side of a pay-in: start it, read it, send the transaction ID and the receipt. */
describe('paying a milestone into escrow, the company side', () => {
  const t = testAppForBlock();
  const [company, freelancer, otherCompany, pendingCompany, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'company',
    { role: 'company', active: false },
    'admin',
  ] as const);
  const contractOf = (amounts?: number[]) =>
    activeContract(t, { companyId: company.id, freelancerId: freelancer.id }, amounts);
  const statusOf = async (milestoneId: string) =>
    (await t.db.select().from(milestones).where(eq(milestones.id, milestoneId)))[0]!.status;

  it("starts with a KY- reference and the platform's account, and answers it again after", async () => {
    const { contractId, milestoneIds } = await contractOf([1_250_050]);
    const key = freshKey();
    const first = await startAs(t, company, milestoneIds[0]!, key);
    expect(first.statusCode).toBe(200);
    const payIn = first.json().data.payIn;
    expect(payIn).toMatchObject({
      contractId,
      milestoneId: milestoneIds[0],
      rail: 'bankTransfer',
      amountPaisa: 1_250_050,
      status: 'awaitingPayment',
      transactionId: null,
      proofFileId: null,
      instructions: {
        bankName: 'Development Bank (not a real bank)',
        accountTitle: 'Kaamyaab Escrow (development)',
        iban: 'PK00KYDV0000000000000000',
        raastId: 'kaamyaab-development',
      },
    });
    expect(payIn.reference).toMatch(PAYMENT_REFERENCE);
    // The same request again, and another start while it is open: the same pay-in.
    expect((await startAs(t, company, milestoneIds[0]!, key)).json().data.payIn.id).toBe(payIn.id);
    expect((await startAs(t, company, milestoneIds[0]!)).json().data.payIn.id).toBe(payIn.id);
    const events = await t.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contractId));
    expect(events.map((event) => event.kind)).toEqual(['payInStarted']);
    expect(await statusOf(milestoneIds[0]!)).toBe('unfunded');
  });

  it('lets only the contract’s approved company start one', async () => {
    const { milestoneIds } = await contractOf();
    const milestoneId = milestoneIds[0]!;
    const refusals = {
      freelancer: [403, 'wrongRole'],
      otherCompany: [403, 'notContractParty'],
      pendingCompany: [403, 'underReview'],
      admin: [403, 'wrongRole'],
    } as const;
    for (const [who, member] of Object.entries({
      freelancer,
      otherCompany,
      pendingCompany,
      admin,
    })) {
      const response = await startAs(t, member, milestoneId);
      const [status, code] = refusals[who as keyof typeof refusals];
      expect([who, response.statusCode, response.json().code]).toEqual([who, status, code]);
    }
    const missing = await startAs(t, company, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'milestoneNotFound']);
    expect(await t.db.select().from(payIns).where(eq(payIns.milestoneId, milestoneId))).toEqual([]);
  });

  it('gives ten racing starts of one milestone one pay-in', async () => {
    const { milestoneIds } = await contractOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => startAs(t, company, milestoneIds[0]!)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.payIn.id)).size).toBe(1);
    const rows = await t.db.select().from(payIns).where(eq(payIns.milestoneId, milestoneIds[0]!));
    expect(rows).toHaveLength(1);
  });

  it('shows the latest pay-in to the parties and admins only', async () => {
    const { milestoneIds } = await contractOf();
    const read = (who: typeof company) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/milestones/${milestoneIds[0]}/pay-in`,
        headers: who.headers,
      });
    expect((await read(company)).json().data.payIn).toBeNull();
    const payIn = await startedPayIn(t, company, milestoneIds[0]!);
    for (const who of [company, freelancer, admin]) {
      const response = await read(who);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.payIn).toMatchObject({
        id: payIn.id,
        reference: payIn.reference,
      });
    }
    const stranger = await read(otherCompany);
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'notContractParty']);
  });

  it('takes the transaction ID and receipt: awaiting confirmation, readable by the company and admins', async () => {
    const { contractId, milestoneIds } = await contractOf();
    const payIn = await startedPayIn(t, company, milestoneIds[0]!);
    const sent = await proofAs(t, company, payIn.id, ' FT-2611-88812 ');
    expect(sent.statusCode).toBe(200);
    const answer = sent.json().data.payIn;
    expect(answer).toMatchObject({
      status: 'awaitingConfirmation',
      transactionId: 'FT-2611-88812',
    });
    expect(await statusOf(milestoneIds[0]!)).toBe('awaitingConfirmation');
    const [row] = await t.db.select().from(payIns).where(eq(payIns.id, payIn.id));
    expect(row!.proofSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.flags).toEqual([]);
    const [file] = await t.db.select().from(files).where(eq(files.id, answer.proofFileId));
    expect(file).toMatchObject({ purpose: 'payment', isPublic: false });
    const download = (who: typeof company) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${answer.proofFileId}`,
        headers: who.headers,
      });
    expect((await download(company)).statusCode).toBe(200);
    expect((await download(admin)).statusCode).toBe(200);
    expect((await download(freelancer)).statusCode).toBe(403);
    expect((await download(otherCompany)).statusCode).toBe(403);
    const kinds = (
      await t.db.select().from(contractEvents).where(eq(contractEvents.contractId, contractId))
    ).map((event) => event.kind);
    expect(kinds).toEqual(['payInStarted', 'proofSent']);
  });

  it('refuses a receipt-less proof, a hostile file, and another company’s pay-in', async () => {
    const { milestoneIds } = await contractOf();
    const payIn = await startedPayIn(t, company, milestoneIds[0]!);
    const missing = await proofAs(t, company, payIn.id, 'FT-1000', null);
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'receiptRequired']);
    for (const [name, build] of Object.entries(refusedFiles).slice(0, 4)) {
      const hostile = await proofAs(t, company, payIn.id, 'FT-1000', await build());
      expect([name, hostile.statusCode, hostile.json().code]).toEqual([
        name,
        400,
        'receiptRequired',
      ]);
    }
    const badId = await proofAs(t, company, payIn.id, 'not a transaction id!');
    expect(badId.statusCode).toBe(400);
    const notAnId = await proofAs(t, company, 'not-a-pay-in', 'FT-1000');
    expect([notAnId.statusCode, notAnId.json().code]).toEqual([404, 'payInNotFound']);
    const foreign = await proofAs(t, otherCompany, payIn.id, 'FT-1000');
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'onlyCompany']);
    const byFreelancer = await proofAs(t, freelancer, payIn.id, 'FT-1000');
    expect(byFreelancer.statusCode).toBe(403);
    const [row] = await t.db.select().from(payIns).where(eq(payIns.id, payIn.id));
    expect(row).toMatchObject({ status: 'awaitingPayment', proofFileId: null });
    expect(await statusOf(milestoneIds[0]!)).toBe('unfunded');
    await expectStorageMatchesFileRows(t);
  });

  it('flags a transaction ID or a receipt another pay-in already sent', async () => {
    const { milestoneIds } = await contractOf([1_000_000, 1_000_000, 1_000_000]);
    const [one, two, three] = await Promise.all(
      milestoneIds.map((milestoneId) => startedPayIn(t, company, milestoneId)),
    );
    const receipt = receiptPdf();
    expect((await proofAs(t, company, one!.id, 'ibft-7781', receipt)).statusCode).toBe(200);
    const sameId = await proofAs(t, company, two!.id, ' IBFT-7781', receiptPdf());
    expect(sameId.statusCode).toBe(200);
    const sameReceipt = await proofAs(t, company, three!.id, 'IBFT-9000', receipt);
    const flagsOf = async (id: string) =>
      (await t.db.select().from(payIns).where(eq(payIns.id, id)))[0]!.flags;
    expect(await flagsOf(one!.id)).toEqual([]);
    expect(await flagsOf(two!.id)).toEqual(['transactionIdUsed']);
    expect(sameReceipt.statusCode).toBe(200);
    expect(await flagsOf(three!.id)).toEqual(['proofUsed']);
  });
});
