import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const S3_ENV = {
  S3_ENDPOINT: 'http://s3:7070/',
  S3_BUCKET: 'atelier-files',
  S3_ACCESS_KEY_ID: 'atelier',
  S3_SECRET_ACCESS_KEY: 'atelier-secret',
};

describe('storage configuration', () => {
  it('stores files under STORAGE_DIR without S3_ENDPOINT', () => {
    expect(loadConfig({ STORAGE_DIR: 'tmp/files' })).toMatchObject({
      storageDir: path.resolve('tmp/files'),
      s3: undefined,
    });
  });

  it('chooses S3 with S3_ENDPOINT, path-style defaults filled in', () => {
    expect(loadConfig(S3_ENV).s3).toEqual({
      endpoint: 'http://s3:7070',
      publicEndpoint: 'http://s3:7070',
      bucket: 'atelier-files',
      region: 'us-east-1',
      accessKeyId: 'atelier',
      secretAccessKey: 'atelier-secret',
    });
    expect(
      loadConfig({ ...S3_ENV, S3_PUBLIC_ENDPOINT: 'https://files.example', S3_REGION: 'eu-west-1' })
        .s3,
    ).toMatchObject({ publicEndpoint: 'https://files.example', region: 'eu-west-1' });
  });

  it.each([
    [{ ...S3_ENV, S3_BUCKET: '' }, 'S3_BUCKET must be set with S3_ENDPOINT.'],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID must be set with S3_ENDPOINT.'],
    [
      { ...S3_ENV, S3_SECRET_ACCESS_KEY: ' ' },
      'S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT.',
    ],
    [
      { ...S3_ENV, S3_ENDPOINT: 's3.example' },
      'S3_ENDPOINT must be an http(s) URL without query or credentials; got "s3.example".',
    ],
    [
      { ...S3_ENV, S3_BUCKET: 'Has_Capitals' },
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens); got "Has_Capitals".',
    ],
    [
      { S3_BUCKET: 'atelier-files' },
      'S3_BUCKET is set but S3_ENDPOINT is not: set S3_ENDPOINT to store files in S3, or unset it to use the file system (STORAGE_DIR).',
    ],
    [{ STORAGE_DIR: 's3://bucket' }, 'STORAGE_DIR must be a directory path; got "s3://bucket".'],
    [
      { STORAGE_SIGNING_SECRET: 'short' },
      'STORAGE_SIGNING_SECRET must be at least 32 characters long.',
    ],
  ])('refuses %j with a clear message', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('lists every missing S3 setting at once', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://s3:7070' })).toEqual([
      'S3_BUCKET must be set with S3_ENDPOINT.',
      'S3_ACCESS_KEY_ID must be set with S3_ENDPOINT.',
      'S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT.',
    ]);
  });

  it('never echoes the secret key', () => {
    const problems = problemsOf({ ...S3_ENV, S3_BUCKET: '' });
    expect(problems.join('\n')).not.toContain('atelier-secret');
  });
});
