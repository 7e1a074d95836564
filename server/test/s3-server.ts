import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server (s3rver) for the tests, on a free port with a scratch folder. It can
 * be stopped mid-test (an outage: open keep-alive connections are cut) and started again on the
 * same port.
 */
export interface TestS3 {
  bucket: string;
  /** The server's settings as the environment names them. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /** The keys in the bucket, read from the server's folder (not through the API under test). */
  keys(): Promise<string[]>;
}

const OBJECT_SUFFIX = '._S3rver_object';

// s3rver checks signatures; these are its documented test credentials.
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startTestS3(bucket = 'kaamyaab-test'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'kaamyaab-s3-'));
  let port = 0;
  let server: S3rver | undefined;

  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = ((await server.run()) as AddressInfo).port;
  };
  const stop = async () => {
    const running = server as unknown as { httpServer?: Server } | undefined;
    running?.httpServer?.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  await start();

  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      ...CREDENTIALS,
    },
    stop,
    start,
    close: async () => {
      await stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
    keys: async () => {
      const root = path.join(directory, bucket);
      const names = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
      // s3rver keeps each object's bytes in `<key>._S3rver_object` beside its metadata files.
      return names
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'));
    },
  };
}
