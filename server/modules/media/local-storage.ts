// Local-disk storage under one root folder (DATA_DIR/media). Writes go to a temporary file in
// the same folder and are renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, contentTypeForKey } from './storage-key';
import type { StoragePort, StoredObject, StoredObjectInfo } from './storage.port';

export interface LocalStorageOptions {
  rootDir: string;
  /** Public base of URLs, e.g. `/media`. */
  publicBaseUrl: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function createLocalStorage(options: LocalStorageOptions): StoragePort {
  const root = path.resolve(options.rootDir);
  const base = options.publicBaseUrl.replace(/\/$/, '');

  function filePath(key: string): string {
    assertValidStorageKey(key);
    const resolved = path.resolve(root, key);
    // Belt and braces: the key check already forbids `..`, this catches anything it missed.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`Key escapes the media folder`);
    return resolved;
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await fs.stat(filePath(key));
      if (!info.isFile()) return null;
      return { contentType: contentTypeForKey(key), size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      const target = filePath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      let handle: fs.FileHandle | undefined;
      try {
        handle = await fs.open(filePath(key), 'r');
        const info = await handle.stat();
        if (!info.isFile()) return null;
        const body = await handle.readFile();
        return {
          body,
          contentType: contentTypeForKey(key),
          size: body.length,
          modifiedAt: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async delete(key) {
      await fs.rm(filePath(key), { force: true });
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return `${base}/${key}`;
    },
  };
}
