/**
 * The storage port's behaviours, one table run on both adapters: the file system in a temporary
 * directory, and S3 against the versitygw server of the test command (TEST_S3_ENDPOINT; skipped
 * with a message without it).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '../../src/config';
import { createFileSystemStorage } from '../../src/platform/storage/filesystem';
import storagePlugin, { STORAGE_MESSAGES } from '../../src/platform/storage/plugin';
import { createS3Storage } from '../../src/platform/storage/s3';
import {
  DOWNLOAD_LINK_SECONDS,
  ObjectNotFound,
  type Storage,
} from '../../src/platform/storage/storage';
import { build } from '../helper';
import { S3_SKIPPED_MESSAGE, TEST_S3, createTestBucket } from '../support/s3';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What following a download link gives: status and body. */
type Download = (link: string) => Promise<{ status: number; body: string }>;

interface Subject {
  storage: Storage;
  download: Download;
  /** Moves the adapter's clock by `seconds` (links signed then or checked then). */
  shiftClock: (seconds: number) => void;
  /** Anything left in the storage besides the listed keys (file system only). */
  leftovers: () => Promise<string[]>;
  close: () => Promise<void>;
}

async function fileSystemSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'atelier-storage-'));
  let offset = 0;
  const storage = createFileSystemStorage({
    root,
    signingSecret: 'test-signing-secret-of-at-least-32-chars',
    now: () => Math.floor(Date.now() / 1000) + offset,
  });
  const app: FastifyInstance = Fastify();
  app.decorate('config', DEFAULT_CONFIG);
  await app.register(storagePlugin, { storage });
  await app.ready();
  return {
    storage,
    download: async (link) => {
      const answer = await app.inject({ method: 'GET', url: link });
      return { status: answer.statusCode, body: answer.body };
    },
    shiftClock: (seconds) => {
      offset += seconds;
    },
    leftovers: async () => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function s3Subject(): Promise<Subject> {
  const config = await createTestBucket();
  let offset = 0;
  const storage = createS3Storage({
    config,
    signingDate: () => new Date(Date.now() + offset * 1000),
  });
  return {
    storage,
    download: async (link) => {
      const answer = await fetch(link);
      return { status: answer.status, body: await answer.text() };
    },
    shiftClock: (seconds) => {
      offset += seconds;
    },
    leftovers: () => Promise.resolve([]),
    close: () => {
      storage.close();
      return Promise.resolve();
    },
  };
}

const ADAPTERS: [string, () => Promise<Subject>][] = [
  ['file system', fileSystemSubject],
  ...(TEST_S3 === undefined
    ? []
    : [['S3 (versitygw)', s3Subject] as [string, () => Promise<Subject>]]),
];

if (TEST_S3 === undefined) {
  describe('S3 adapter', () => {
    it.skip(S3_SKIPPED_MESSAGE, () => undefined);
  });
}

describe.each(ADAPTERS)('storage on %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('puts a stream and gets the same bytes back, with its size', async () => {
    const stored = await subject.storage.put('tests/hello.txt', Readable.from(['hello ', 'world']));
    expect(stored).toEqual({ size: 11 });
    expect(await subject.storage.stat('tests/hello.txt')).toEqual({ size: 11 });
    expect(await text(await subject.storage.get('tests/hello.txt'))).toBe('hello world');
  });

  it('replaces an object put again under the same key', async () => {
    await subject.storage.put('tests/replaced.txt', Readable.from(['first']));
    await subject.storage.put('tests/replaced.txt', Readable.from(['second']));
    expect(await text(await subject.storage.get('tests/replaced.txt'))).toBe('second');
  });

  it('says a missing object does not exist', async () => {
    expect(await subject.storage.stat('tests/missing.txt')).toBeUndefined();
    await expect(subject.storage.get('tests/missing.txt')).rejects.toBeInstanceOf(ObjectNotFound);
  });

  it('deletes an object, and deleting nothing is not an error', async () => {
    await subject.storage.put('tests/deleted.txt', Readable.from(['bye']));
    await subject.storage.delete('tests/deleted.txt');
    expect(await subject.storage.stat('tests/deleted.txt')).toBeUndefined();
    await expect(subject.storage.delete('tests/deleted.txt')).resolves.toBeUndefined();
  });

  it('copies an object, leaving the original', async () => {
    await subject.storage.put('tests/original.txt', Readable.from(['copy me']));
    await subject.storage.copy('tests/original.txt', 'tests/copies/copy.txt');
    expect(await text(await subject.storage.get('tests/copies/copy.txt'))).toBe('copy me');
    expect(await text(await subject.storage.get('tests/original.txt'))).toBe('copy me');
    await expect(subject.storage.copy('tests/none.txt', 'tests/x.txt')).rejects.toBeInstanceOf(
      ObjectNotFound,
    );
  });

  it('leaves nothing behind when the stream being put fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(subject.storage.put('tests/broken.bin', failing)).rejects.toThrow();
    expect(await subject.storage.stat('tests/broken.bin')).toBeUndefined();
    expect((await subject.leftovers()).filter((name) => name.includes('broken'))).toEqual([]);
  });

  it('refuses keys that would leave the storage', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/./b', '']) {
      await expect(subject.storage.stat(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('gives a download link that works now', async () => {
    await subject.storage.put('tests/linked.txt', Readable.from(['linked']));
    const link = await subject.storage.downloadLink('tests/linked.txt', { filename: 'a b.txt' });
    expect(await subject.download(link)).toEqual({ status: 200, body: 'linked' });
  });

  it(`refuses a link ${String(DOWNLOAD_LINK_SECONDS)} seconds after it was made`, async () => {
    await subject.storage.put('tests/expiring.txt', Readable.from(['soon gone']));
    subject.shiftClock(-(DOWNLOAD_LINK_SECONDS + 5));
    const link = await subject.storage.downloadLink('tests/expiring.txt');
    subject.shiftClock(DOWNLOAD_LINK_SECONDS + 5);
    const { status, body } = await subject.download(link);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain('soon gone');
  });

  it('refuses a link whose key or signature was changed', async () => {
    await subject.storage.put('tests/secret.txt', Readable.from(['secret']));
    await subject.storage.put('tests/other.txt', Readable.from(['other']));
    const link = await subject.storage.downloadLink('tests/other.txt');
    for (const tampered of [
      link.replace('tests/other.txt', 'tests/secret.txt'),
      link.replace(
        /(Signature|signature)=([0-9a-zA-Z_-])/,
        (_all, name: string, first: string) => `${name}=${first === 'a' ? 'b' : 'a'}`,
      ),
    ]) {
      const { status, body } = await subject.download(tampered);
      expect(status).toBe(403);
      expect(body).not.toMatch(/^(secret|other)$/);
    }
  });
});

describe('file-system download links', () => {
  it('answer 410 when expired and 403 when tampered, with the messages', async () => {
    const subject = await fileSystemSubject();
    try {
      await subject.storage.put('tests/a.txt', Readable.from(['a']));
      const link = await subject.storage.downloadLink('tests/a.txt');
      expect(JSON.parse((await subject.download(`${link}0`)).body)).toEqual({
        error: 'Forbidden',
        message: STORAGE_MESSAGES.linkInvalid,
      });
      subject.shiftClock(DOWNLOAD_LINK_SECONDS + 1);
      const expired = await subject.download(link);
      expect(expired.status).toBe(410);
      expect(JSON.parse(expired.body)).toEqual({
        error: 'Gone',
        message: STORAGE_MESSAGES.linkExpired,
      });
    } finally {
      await subject.close();
    }
  });
});

(TEST_S3 === undefined ? describe.skip : describe)('the app on S3', () => {
  it('starts with S3_ENDPOINT set, creating its bucket, and stores through app.storage', async () => {
    const bucket = `atelier-app-${String(Date.now())}`;
    if (TEST_S3 === undefined) return;
    const app = await build({ config: { s3: { ...TEST_S3, bucket } } });
    try {
      expect(app.storage.kind).toBe('s3');
      await app.storage.put('tests/app.txt', Readable.from(['through the app']));
      expect(await text(await app.storage.get('tests/app.txt'))).toBe('through the app');
    } finally {
      await app.close();
    }
  });
});
