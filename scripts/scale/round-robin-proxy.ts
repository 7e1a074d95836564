import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer of the proof: each request goes to the next live backend in turn. A backend
 * that refuses the connection is marked down and the request is sent to the next one (it never
 * reached the dead one, so that is safe for any method); a backend that dies with the request
 * in flight answers 502, as a real balancer would. Server-Sent Events pass through as a stream.
 */
export interface Backend {
  name: string;
  url: string;
  up: boolean;
  served: number;
}

export interface Proxy {
  url: string;
  backends: Backend[];
  /** Requests that failed in flight (502), by backend name. */
  failedInFlight: Record<string, number>;
  close(): Promise<void>;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The balancer's own refusals, in the API's error envelope so clients read them as any other. */
function refuse(response: http.ServerResponse, status: number, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ statusCode: status, message, success: false }));
}

export async function roundRobinProxy(backends: Backend[]): Promise<Proxy> {
  const failedInFlight: Record<string, number> = {};
  let turn = 0;
  const nextLive = () => {
    for (let tried = 0; tried < backends.length; tried += 1) {
      const backend = backends[turn++ % backends.length]!;
      if (backend.up) return backend;
    }
    return undefined;
  };

  const forward = (
    backend: Backend,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ) => {
    const target = new URL(request.url ?? '/', backend.url);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        backend.served += 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        backend.up = false;
        const other = nextLive();
        if (other) return forward(other, request, body, response);
      } else {
        failedInFlight[backend.name] = (failedInFlight[backend.name] ?? 0) + 1;
      }
      if (!response.headersSent) refuse(response, 502, 'Bad gateway');
      else response.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    void readBody(request).then((body) => {
      const backend = nextLive();
      if (!backend) return refuse(response, 503, 'No server is up');
      forward(backend, request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    failedInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
