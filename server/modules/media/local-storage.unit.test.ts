// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { StoragePort } from './storage.port';

describe('local-disk storage', () => {
  let root: string;
  let storage: StoragePort;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'));
    storage = createLocalStorage({ rootDir: path.join(root, 'media'), publicBaseUrl: '/media/' });
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('writes a file under its key, creating folders, and reads it back with its type', async () => {
    await storage.put('artworks/2026/img_a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const stored = await storage.get('artworks/2026/img_a.jpg');
    expect(stored?.body.toString()).toBe('jpeg bytes');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.size).toBe(10);
    expect(await fs.readFile(path.join(root, 'media/artworks/2026/img_a.jpg'), 'utf8')).toBe(
      'jpeg bytes',
    );
  });

  it('replaces a file atomically and leaves no temporary file behind', async () => {
    await storage.put('a/b.webp', Buffer.from('one'), 'image/webp');
    await storage.put('a/b.webp', Buffer.from('two'), 'image/webp');
    expect((await storage.get('a/b.webp'))?.body.toString()).toBe('two');
    expect(await fs.readdir(path.join(root, 'media/a'))).toEqual(['b.webp']);
  });

  it('answers null, false and no error for a missing key', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.stat('nothing/here.png')).toBeNull();
    expect(await storage.exists('nothing/here.png')).toBe(false);
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('does not treat a folder as a file', async () => {
    await storage.put('folder/x.png', Buffer.from('x'), 'image/png');
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
  });

  it('stats and deletes', async () => {
    await storage.put('x/y.png', Buffer.from('12345'), 'image/png');
    const info = await storage.stat('x/y.png');
    expect(info).toMatchObject({ size: 5, contentType: 'image/png' });
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    await storage.delete('x/y.png');
    expect(await storage.exists('x/y.png')).toBe(false);
  });

  it.each([
    '../secret.txt',
    'a/../../b.jpg',
    '/etc/passwd',
    'a//b.jpg',
    'a\\b.jpg',
    '.hidden',
    'a/./b',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('builds public URLs under the media base', () => {
    expect(storage.publicUrl('artworks/img_a.jpg')).toBe('/media/artworks/img_a.jpg');
  });
});
