import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { logRedaction } from './log-redaction';

/** What a log line may hold of an account, whichever names it uses. */
describe('log redaction', () => {
  it('censors CNIC, bank account, POC ID, NTN and passwords by the contract’s and the columns’ names', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', redact: logRedaction, stream } });
    const secrets = {
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
      pocId: '42101-7654321-3',
      companyNtn: '1234567-8',
      password: 'Shalimar-Garden-42',
    };
    app.log.info({ body: secrets }, 'a sign-up');
    app.log.info(
      {
        row: {
          cnic: secrets.CNIC,
          bank_account: secrets.bankAccount,
          poc_id: secrets.pocId,
          company_ntn: secrets.companyNtn,
          password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        },
      },
      'a row',
    );
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('[redacted]');
    for (const value of [...Object.values(secrets), '$argon2id$'])
      expect(logged).not.toContain(value);
  });
});
