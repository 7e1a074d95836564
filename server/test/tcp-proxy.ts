import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a service (Redis here), to take it away from the app and
 * give it back without touching the service itself: `cut` closes every connection and refuses
 * new ones, `stall` keeps the connections open but forwards nothing, `restore` forwards again.
 */
export async function tcpProxy(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on('error', end).on('close', end);
    if (!stalled) forward(pair);
  });
  const forward = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
      });
    },
    stall() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    async restore() {
      stalled = false;
      for (const pair of pairs) forward(pair);
      if (!server.listening) await listen(port);
    },
    close() {
      return this.cut();
    },
  };
}
