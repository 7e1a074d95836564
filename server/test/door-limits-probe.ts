import type { FastifyInstance } from 'fastify';
import { freelancerSignupFields, multipart, pdfBytes, pngBytes } from './factories';

/**
 * The figures of the doors besides login, each from one address, all requests at once:
 * wrong admin signup keys compared (403 rather than 429), and sign-ups created (201: an argon2
 * hash and an image re-encoding each), with the burst's wall time.
 */
export interface DoorProbeFigures {
  adminKeys: { sent: number; compared: number; ms: number };
  signups: { sent: number; created: number; ms: number };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

export async function probeDoors(
  app: FastifyInstance,
  prefix = '203.0.113',
): Promise<DoorProbeFigures> {
  const [keys, keysMs] = await timed(() =>
    Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/register',
          remoteAddress: `${prefix}.31`,
          payload: {
            username: 'sana',
            email: `sana.probe.${n}@kaamyaab.pk`,
            password: 'Minar-e-Pakistan',
            adminSignupKey: `guess-${n}`,
          },
        }),
      ),
    ),
  );

  const avatar = await pngBytes();
  const forms = await Promise.all(
    Array.from({ length: 40 }, (_, n) =>
      multipart(freelancerSignupFields(`probe.${prefix}.${n}@example.pk`), {
        proofOfRegistrationFee: { bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' },
        avatar: { bytes: avatar, name: 'me.png', type: 'image/png' },
      }),
    ),
  );
  const [signups, signupsMs] = await timed(() =>
    Promise.all(
      forms.map((form) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/freelancer/register',
          remoteAddress: `${prefix}.32`,
          ...form,
        }),
      ),
    ),
  );

  const count = (answers: { statusCode: number }[], status: number) =>
    answers.filter((answer) => answer.statusCode === status).length;
  return {
    adminKeys: { sent: keys.length, compared: count(keys, 403), ms: keysMs },
    signups: { sent: signups.length, created: count(signups, 201), ms: signupsMs },
  };
}
