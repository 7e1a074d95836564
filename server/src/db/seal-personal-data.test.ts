import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testAppForBlock } from '../../test/per-block';
import {
  createAdmin,
  createCompany,
  createFreelancer,
  loginAs,
  multipart,
  pdfBytes,
} from '../../test/factories';
import { DEV_DATA_ENCRYPTION_KEY } from '../config/env';
import { keyIdOf, setDataKeys } from '../lib/field-encryption';
import { sealPersonalData } from './seal-personal-data';

/**
 * CNIC, bank account, POC ID and NTN are never in the database in clear. These tests read the
 * raw rows, as a dump would, on both databases.
 */
const devKey = Buffer.from(DEV_DATA_ENCRYPTION_KEY, 'base64');
const SENTINELS = {
  cnic: '35202-9876543-7',
  bank_account: 'PK94SCBL0000009876543210',
  poc_id: '42101-1122334-5',
  company_ntn: '7654321-0',
};

describe('personal data sealed at rest', () => {
  const t = testAppForBlock();
  afterEach(() => setDataKeys({ current: devKey, previous: [] }));

  type Table = 'freelancers' | 'companies';
  const rawRows = async (table: Table, where = sql`true`) => {
    const result = (await t.db.execute(
      sql`select row_to_json(t)::text as json from ${sql.identifier(table)} t where ${where}`,
    )) as unknown as { rows: { json: string }[] };
    return result.rows.map((row) => JSON.parse(row.json) as Record<string, unknown>);
  };
  const rawRow = async (table: Table, id: string) => (await rawRows(table, sql`t.id = ${id}`))[0]!;
  const dump = async () =>
    JSON.stringify([...(await rawRows('freelancers')), ...(await rawRows('companies'))]);
  const me = async (role: 'freelancer' | 'company', email: string) => {
    const { cookie } = await loginAs(t.app, role, email);
    return (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json()
      .data[role];
  };
  const register = async (role: 'freelancer' | 'company', fields: Record<string, string>) => {
    const body = await multipart(fields, {
      proofOfRegistrationFee: { bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/register`,
      ...body,
    });
    expect(response.statusCode).toBe(201);
  };

  it('stores what a sign-up sends only sealed, and gives it back whole to its owner', async () => {
    await register('freelancer', {
      fullName: 'Sana Mir',
      email: 'sana.sealed@example.pk',
      password: 'Shalimar-Garden-42',
      number: '03001112223',
      CNIC: SENTINELS.cnic,
      skills: 'Accounting',
      bankAccount: SENTINELS.bank_account,
      currentlyEmployed: 'false',
      bio: 'Bookkeeper in Multan.',
      agree: 'true',
    });
    await register('company', {
      companyName: 'Multan Mangoes',
      pocName: 'Hina Tariq',
      pocId: SENTINELS.poc_id,
      companyNtn: SENTINELS.company_ntn,
      email: 'hr.sealed@mangoes.pk',
      password: 'Shalimar-Garden-42',
      bio: 'Mango exporters.',
    });

    const everything = await dump();
    for (const value of Object.values(SENTINELS)) expect(everything).not.toContain(value);
    const [freelancer] = await rawRows('freelancers', sql`t.email = 'sana.sealed@example.pk'`);
    const [company] = await rawRows('companies', sql`t.email = 'hr.sealed@mangoes.pk'`);
    for (const value of [freelancer!.cnic, freelancer!.bank_account, company!.poc_id])
      expect(value).toMatch(new RegExp(`^enc1:${keyIdOf(devKey)}:`));
    expect(company!.company_ntn).toMatch(/^enc1:/);

    expect(await me('freelancer', 'sana.sealed@example.pk')).toMatchObject({
      CNIC: SENTINELS.cnic,
      bankAccount: SENTINELS.bank_account,
    });
    expect(await me('company', 'hr.sealed@mangoes.pk')).toMatchObject({
      pocId: SENTINELS.poc_id,
      companyNtn: SENTINELS.company_ntn,
    });
  });

  it('reads rows stored in plaintext before, and seals them at start, once', async () => {
    const freelancer = await createFreelancer(t.db);
    const company = await createCompany(t.db);
    await t.db.execute(
      sql`update freelancers set cnic = '35202-1234567-1', bank_account = 'PK00LEGACY0001' where id = ${freelancer.id}`,
    );
    await t.db.execute(
      sql`update companies set poc_id = '42101-7654321-3', company_ntn = '1234567-8' where id = ${company.id}`,
    );
    const before = await rawRow('freelancers', freelancer.id);
    expect(before.cnic).toBe('35202-1234567-1');

    // Until the sweep runs, the plaintext row still reads (a server of the previous version).
    expect((await me('freelancer', freelancer.email)).bankAccount).toBe('PK00LEGACY0001');

    expect(await sealPersonalData(t.db)).toBeGreaterThanOrEqual(4);
    const after = await rawRow('freelancers', freelancer.id);
    expect(after.cnic).toMatch(/^enc1:/);
    expect(after.bank_account).toMatch(/^enc1:/);
    expect(after.updated_at).toBe(before.updated_at);
    expect((await rawRow('companies', company.id)).company_ntn).toMatch(/^enc1:/);
    expect(await sealPersonalData(t.db)).toBe(0);

    expect(await me('freelancer', freelancer.email)).toMatchObject({
      CNIC: '35202-1234567-1',
      bankAccount: 'PK00LEGACY0001',
    });
    expect(await me('company', company.email)).toMatchObject({ companyNtn: '1234567-8' });
    const admin = await createAdmin(t.db);
    const { cookie } = await loginAs(t.app, 'admin', admin.email);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/v1/company/inactive', headers: { cookie } })
    ).json();
    expect(listed.find((row: { _id: string }) => row._id === company.id)).toMatchObject({
      pocId: '42101-*******-3',
    });
  });

  it('re-seals every value under a new key after a rotation, the old key still opening them', async () => {
    const freelancer = await createFreelancer(t.db);
    const newKey = randomBytes(32);
    setDataKeys({ current: newKey, previous: [devKey] });
    expect((await me('freelancer', freelancer.email)).CNIC).toBe('35202-1234567-1');

    expect(await sealPersonalData(t.db)).toBeGreaterThanOrEqual(2);
    expect((await rawRow('freelancers', freelancer.id)).cnic).toMatch(
      new RegExp(`^enc1:${keyIdOf(newKey)}:`),
    );
    setDataKeys({ current: newKey, previous: [] });
    expect((await me('freelancer', freelancer.email)).bankAccount).toBe('PK36SCBL0000001123456702');
  });

  it('refuses to start over values sealed with a key it does not have', async () => {
    await createFreelancer(t.db);
    setDataKeys({ current: randomBytes(32), previous: [] });
    await expect(sealPersonalData(t.db)).rejects.toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });
});
