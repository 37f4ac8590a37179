/**
 * The S3-compatible server of the test command (versitygw, scripts/lib/versitygw.mjs), when
 * TEST_S3_ENDPOINT is set: each caller gets a bucket of its own, so files can run in parallel.
 */
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config';
import { s3ClientConfig } from '../../src/platform/storage/s3';

const endpoint = process.env.TEST_S3_ENDPOINT;

/** Undefined without TEST_S3_ENDPOINT: the S3 cases are then skipped, with a message. */
export const TEST_S3: Omit<S3Config, 'bucket'> | undefined =
  endpoint === undefined || endpoint === ''
    ? undefined
    : {
        endpoint,
        publicEndpoint: endpoint,
        region: 'us-east-1',
        accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
      };

export const S3_SKIPPED_MESSAGE =
  'TEST_S3_ENDPOINT is not set: the S3 adapter cases are skipped (npm test starts versitygw and sets it).';

/** A new, empty bucket on the test server. */
export async function createTestBucket(): Promise<S3Config> {
  if (TEST_S3 === undefined) throw new Error(S3_SKIPPED_MESSAGE);
  const bucket = `atelier-test-${randomUUID().slice(0, 8)}`;
  const client = new S3Client(s3ClientConfig({ ...TEST_S3, bucket }));
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return { ...TEST_S3, bucket };
}
