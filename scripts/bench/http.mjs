// One request with node:http, answering the raw status, headers and body: what the bench needs to
// log in, to find its pages, and to capture an answer for the ceiling to replay byte for byte.
import http from 'node:http';

/**
 * @param {string} baseUrl
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<{ status: number, rawHeaders: string[], body: Buffer, json(): any }>}
 */
export function send(baseUrl, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          rawHeaders: response.rawHeaders,
          body: bytes,
          json: () => JSON.parse(bytes.toString('utf8')),
        });
      });
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** Like send(), but a refusal is an error naming the request and the server's message. */
export async function sendOk(baseUrl, request) {
  const answer = await send(baseUrl, request);
  if (answer.status >= 200 && answer.status < 300) return answer;
  throw new Error(
    `${request.method} ${request.path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`,
  );
}

/** The Set-Cookie pairs of an answer as one Cookie header, as a browser would send them back. */
export function cookieHeader(rawHeaders) {
  const pairs = [];
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (rawHeaders[index].toLowerCase() === 'set-cookie')
      pairs.push(rawHeaders[index + 1].split(';')[0]);
  return pairs.join('; ');
}
