import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/database';
import { admins, companies, freelancers } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const PASSWORD = 'Shalimar-Garden-42';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));
const unique = () => randomUUID().slice(0, 8);

export async function createFreelancer(
  db: Database,
  options: { active?: boolean; email?: string } = {},
) {
  const [row] = await db
    .insert(freelancers)
    .values({
      fullName: 'Ayesha Khan',
      email: options.email ?? `ayesha.${unique()}@example.pk`,
      passwordHash: await hashed(),
      phone: '03001234567',
      cnic: '35202-1234567-1',
      skills: 'React, TypeScript',
      bankAccount: 'PK36SCBL0000001123456702',
      bio: 'Frontend developer from Lahore.',
      isActive: options.active ?? false,
    })
    .returning();
  return row!;
}

export async function createCompany(
  db: Database,
  options: { active?: boolean; email?: string; companyName?: string } = {},
) {
  const [row] = await db
    .insert(companies)
    .values({
      companyName: options.companyName ?? 'Indus Digital Labs',
      pocName: 'Bilal Ahmed',
      pocId: '42101-7654321-3',
      companyNtn: '1234567-8',
      email: options.email ?? `hiring.${unique()}@indus.pk`,
      passwordHash: await hashed(),
      bio: 'A product studio in Karachi.',
      isActive: options.active ?? false,
    })
    .returning();
  return row!;
}

export async function createAdmin(db: Database) {
  const [row] = await db
    .insert(admins)
    .values({
      username: 'noor',
      email: `noor.${unique()}@kaamyaab.pk`,
      passwordHash: await hashed(),
    })
    .returning();
  return row!;
}

/** Logs in over HTTP and returns the Cookie header of the session, as a browser would send it. */
export async function loginAs(
  app: FastifyInstance,
  role: 'freelancer' | 'company' | 'admin',
  email: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/${role}/login`,
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name === 'kaamyaab_session');
  return { cookie: `kaamyaab_session=${session?.value}`, body: response.json() };
}

/** A new admin, signed in: the Cookie header of its session. */
export async function newAdminCookie(app: FastifyInstance, db: Database) {
  return (await loginAs(app, 'admin', (await createAdmin(db)).email)).cookie;
}

export const pngBytes = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');

/** Builds a multipart body for app.inject with the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** A complete, valid freelancer sign-up form, as the multipart text fields. */
export const freelancerSignupFields = (email: string): Record<string, string> => ({
  fullName: 'Ayesha Khan',
  email,
  password: PASSWORD,
  number: '03001234567',
  CNIC: '35202-1234567-1',
  skills: 'React',
  bankAccount: 'PK36SCBL0000001123456702',
  currentlyEmployed: 'false',
  companyName: '',
  bio: 'Frontend developer from Lahore.',
  agree: 'true',
});

/** A complete, valid company sign-up form. */
export const companySignupFields = (email: string): Record<string, string> => ({
  companyName: 'Indus Bakers',
  pocName: 'Bilal Ahmed',
  pocId: '35202-7654321-9',
  companyNtn: '1234567-8',
  email,
  password: PASSWORD,
  bio: 'Bakeries across Lahore.',
});

export const pdfProof = () => ({ bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' });

/** A sign-up request body of either role: the form, a PDF proof and, if asked, a PNG avatar. */
export async function signupBody(
  role: 'freelancer' | 'company',
  email: string,
  { avatar = false }: { avatar?: boolean } = {},
) {
  const fields = role === 'freelancer' ? freelancerSignupFields(email) : companySignupFields(email);
  return multipart(fields, {
    proofOfRegistrationFee: pdfProof(),
    ...(avatar && { avatar: { bytes: await pngBytes(), name: 'me.png', type: 'image/png' } }),
  });
}
