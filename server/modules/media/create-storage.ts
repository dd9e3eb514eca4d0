// Picks the storage adapter from configuration: local disk (default) or an S3-compatible bucket.
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StoragePort } from './storage.port';

export function createStorage(config: Config): StoragePort {
  if (config.STORAGE_DRIVER === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !config[name],
    );
    if (missing.length) {
      throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')} to be set`);
    }
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicBaseUrl: config.MEDIA_BASE_URL,
    });
  }
  return createLocalStorage({ rootDir: config.mediaDir, publicBaseUrl: config.MEDIA_BASE_URL });
}
