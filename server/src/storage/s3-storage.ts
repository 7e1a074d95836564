import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { asOutage, type FileStorage } from './storage';

/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, ...), so any number of
 * server processes share them. The bucket stays private: documents are streamed through the
 * server after its authorization check (files.routes.ts), never linked to; see
 * docs/deployment.md for why not presigned URLs.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For a store other than AWS; unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Most stores other than AWS address buckets by path, not by host name. */
  forcePathStyle: boolean;
  /** Keys under this prefix only, so one bucket can serve several deployments. */
  prefix?: string;
}

// Bounded, so an unreachable store fails the request (503) instead of holding it open.
const REQUEST_TIMEOUT_MS = 10_000;
const ATTEMPTS = 2;

export function s3Storage(settings: S3Settings, client = s3ClientFor(settings)): FileStorage {
  const { bucket } = settings;
  const prefix = settings.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${key}`;

  const putAs = async (key: string, bytes: Buffer) => {
    await asOutage('write a file', () =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes })),
    );
  };
  return {
    describe: `S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(bytes) {
      const key = randomUUID();
      await putAs(key, bytes);
      return key;
    },
    putAs,
    get: (key) =>
      asOutage('read a file', async () => {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!object.Body) throw new Error('an object without a body');
        return Buffer.from(await object.Body.transformToByteArray());
      }),
    remove: async (key) => {
      await asOutage('remove a file', () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })),
      );
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await asOutage('list files', () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix || undefined,
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key.slice(prefix.length),
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    check: async () => {
      await asOutage('be reached', () => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
  };
}

function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: ATTEMPTS,
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
  });
}
