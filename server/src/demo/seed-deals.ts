import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { MyApplicationsPage } from '@kaamyaab/shared-api/contract';
import type { Database } from '../db/database';
import { contracts } from '../db/schema';
import {
  demoAdmin,
  demoApplications,
  demoCompanies,
  demoFreelancers,
  demoJobs,
  demoPasswords,
} from './demo-market';

/**
 * The demo market's deals: contracts on its accepted applications, moved along by the API's own
 * requests as their people would make them (offers, pay-ins an admin confirms, work, approval),
 * so the ledger, the timeline, the notices and the invoices are exactly what the product makes.
 * An application that has a contract already is left alone: running the demo again adds nothing.
 */

type Role = 'company' | 'freelancer' | 'admin';

/** A demo person's signed-in requests; a refusal stops the demo with the server's answer. */
interface Caller {
  json<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, body?: object): Promise<T>;
  form<T = Record<string, unknown>>(
    url: string,
    fields: Record<string, string>,
    pdf?: string,
  ): Promise<T>;
}

// A one-page PDF as a bank app saves a receipt: an upload is checked by its first bytes.
const pdfNamed = (name: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF`,
  );

async function signIn(app: FastifyInstance, role: Role, email: string): Promise<Caller> {
  const login = await app.inject({
    method: 'POST',
    url: `/api/v1/${role}/login`,
    payload: { email, password: demoPasswords[role] },
  });
  if (login.statusCode !== 200) throw new Error(`demo ${role} login: ${login.body}`);
  const session = login.cookies.find((cookie) => cookie.name === 'kaamyaab_session')!;
  const send = async <T>(options: InjectOptions): Promise<T> => {
    const answer = await app.inject({
      ...options,
      headers: { ...options.headers, cookie: `kaamyaab_session=${session.value}` },
    });
    if (answer.statusCode >= 300)
      throw new Error(`demo ${options.method} ${options.url}: ${answer.body}`);
    return answer.json().data as T;
  };
  return {
    json: (method, url, body) =>
      send({ method, url: `/api/v1${url}`, ...(body && { payload: body }) }),
    async form(url, fields, pdf) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (pdf) form.append('proof', new Blob([pdfNamed(pdf)], { type: 'application/pdf' }), pdf);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return send({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    },
  };
}

interface Contract {
  id: string;
  milestones: { id: string; amountPaisa: number }[];
}

interface Deal {
  company: Caller;
  freelancer: Caller;
  admin: Caller;
  contract: Contract;
}

/** The company pays a milestone by bank transfer; an admin confirms it unless told to leave it. */
async function fund(deal: Deal, index: number, confirm = true) {
  const milestoneId = deal.contract.milestones[index]!.id;
  const { payIn } = await deal.company.json<{
    payIn: { id: string; reference: string; amountPaisa: number };
  }>('POST', `/milestones/${milestoneId}/pay-in`, {
    idempotencyKey: randomUUID(),
    rail: 'bankTransfer',
  });
  await deal.company.form(
    `/pay-ins/${payIn.id}/proof`,
    { transactionId: `FT${payIn.reference.replace(/\W/g, '')}` },
    'receipt.pdf',
  );
  if (!confirm) return;
  await deal.admin.json('POST', `/admin/pay-ins/${payIn.id}/confirm`, {
    idempotencyKey: randomUUID(),
    amountPaisa: payIn.amountPaisa,
    reference: payIn.reference,
  });
}

async function submit(deal: Deal, index: number, note: string) {
  await deal.freelancer.form(`/milestones/${deal.contract.milestones[index]!.id}/submit`, { note });
}

async function approve(deal: Deal, index: number) {
  await deal.company.json('POST', `/milestones/${deal.contract.milestones[index]!.id}/approve`, {
    idempotencyKey: randomUUID(),
  });
}

/**
 * The freelancer has part of the earnings paid to an IBAN; an admin approves the payout and sends
 * it through the simulator rail, which pays it.
 */
async function payOut(deal: Deal, accountTitle: string, amountPaisa: number) {
  await deal.freelancer.json('POST', '/payouts/methods', {
    kind: 'iban',
    accountNumber: 'PK36SCBL0000001123456702',
    accountTitle,
    makeDefault: true,
  });
  const { payout } = await deal.freelancer.json<{ payout: { id: string } }>('POST', '/payouts', {
    idempotencyKey: randomUUID(),
    amountPaisa,
  });
  await deal.admin.json('POST', `/admin/payouts/${payout.id}/approve`);
  const { batch } = await deal.admin.json<{ batch: { id: string } }>(
    'POST',
    '/admin/payout-batches',
    { idempotencyKey: randomUUID(), rail: 'simulator', payoutIds: [payout.id] },
  );
  await deal.admin.json('POST', `/admin/payout-batches/${batch.id}/send`);
}

/** What each accepted application's deal is and how far it has gone. */
const scripts: Record<
  string,
  {
    title: string;
    scope: string;
    milestones: [string, number][];
    /** After the freelancer accepts; a deal without it is an offer waiting for the answer. */
    play?: (deal: Deal) => Promise<void>;
  }
> = {
  'Looking for a Flutter developer': {
    title: 'Flutter app for Multan shops',
    scope: 'Catalogue, cart and order tracking on Android and iOS, with the shop owners’ admin.',
    milestones: [
      ['Designs and a clickable prototype', 15_000_000],
      ['The app in the stores', 23_000_000],
    ],
    async play(deal) {
      // Released: the invoices are issued with the release; the earnings are partly paid out.
      await fund(deal, 0);
      await submit(deal, 0, 'The designs and the prototype link are in the brief folder.');
      await approve(deal, 0);
      await payOut(deal, 'Bilal Hussain', 10_000_000);
      await fund(deal, 1, false);
    },
  },
  'Looking for a brand designer': {
    title: 'Brand for a lawn label',
    scope: 'Logo, colours, type and the labels for the spring collection.',
    milestones: [['Logo, colours and labels', 11_500_000]],
    async play(deal) {
      await fund(deal, 0);
      await submit(deal, 0, 'Three logo routes and the label set, as agreed.');
    },
  },
  'Looking for an SEO writer for our blog': {
    title: 'Eight blog articles a month',
    scope: 'Keyword research and eight articles of about 1,200 words, in English.',
    milestones: [['November’s articles', 4_000_000]],
  },
};

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const emailOf = <T extends { key: string; email: string }>(people: T[], key: string) =>
  people.find((person) => person.key === key)!.email;

/** Answers how many contracts it made; an application with one already is skipped. */
export async function seedDemoDeals(app: FastifyInstance, db: Database) {
  const admin = await signIn(app, 'admin', demoAdmin.email);
  let made = 0;
  for (const { job: jobTitle, freelancer: freelancerKey, status } of demoApplications) {
    const script = scripts[jobTitle];
    if (status !== 'accepted' || !script) continue;
    const companyKey = demoJobs.find((job) => job.title === jobTitle)!.company;
    const company = await signIn(app, 'company', emailOf(demoCompanies, companyKey));
    const freelancer = await signIn(app, 'freelancer', emailOf(demoFreelancers, freelancerKey));
    const mine = await freelancer.json<MyApplicationsPage>('GET', '/application/my-applications');
    const application = mine.applications.find((one) => one.job.title === jobTitle)!;
    const [existing] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.applicationId, application._id));
    if (existing) continue;

    const { contract: offered } = await company.json<{ contract: Contract }>(
      'POST',
      '/contracts/offers',
      {
        applicationId: application._id,
        title: script.title,
        scope: script.scope,
        milestones: script.milestones.map(([title, amountPaisa], index) => ({
          title,
          amountPaisa,
          dueDate: daysFromNow(14 * (index + 1)),
        })),
      },
    );
    made += 1;
    if (!script.play) continue;
    const { contract } = await freelancer.json<{ contract: Contract }>(
      'POST',
      `/contracts/${offered.id}/answer`,
      { version: 1, action: 'accept' },
    );
    await script.play({ company, freelancer, admin, contract });
  }
  return made;
}
