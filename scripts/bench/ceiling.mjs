// Starts the ceiling server (ceiling-server.mjs) for one captured answer of the real server.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hold } from './cleanup.mjs';

const program = fileURLToPath(new URL('./ceiling-server.mjs', import.meta.url));
// Hop-by-hop and per-answer headers: node:http writes its own.
const ownHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/**
 * @param {{ status: number, rawHeaders: string[], body: Buffer }} answer
 * @returns {Promise<{ url: string, release(): Promise<void> }>}
 */
export async function startCeiling(answer) {
  const headers = [];
  for (let index = 0; index < answer.rawHeaders.length; index += 2)
    if (!ownHeaders.has(answer.rawHeaders[index].toLowerCase()))
      headers.push(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
  const child = fork(program, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const release = hold(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The ceiling server exited with ${code}`)));
    child.send({ status: answer.status, headers, body: answer.body.toString('base64') });
  });
  return { url: `http://127.0.0.1:${port}`, release };
}
