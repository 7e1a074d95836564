import type { AppConfig } from '../config/env';
import { localDiskStorage, uploadsRoot, type FileStorage } from './storage';

/**
 * The storage the environment names: an S3-compatible bucket, else the local disk. The S3 client
 * is loaded only when a bucket is named (it costs every start about 70 ms otherwise).
 */
export async function openStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.S3_BUCKET) return localDiskStorage(uploadsRoot(config.dataDir));
  const { s3Storage } = await import('./s3-storage');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE
      ? config.S3_FORCE_PATH_STYLE === 'true'
      : Boolean(config.S3_ENDPOINT),
    prefix: config.S3_PREFIX,
  });
}
