// A cache of the demo's processed pictures, on disk, by content: the picture job (what is drawn,
// at what size; not its image id, which only names the stored file), the pixels of the works an
// installation view shows, and a fingerprint of the code that draws and encodes them (the art
// and image-processing sources and sharp's version). Seeding a fresh database again — the
// end-to-end run after the cluster tests, `npm run demo` after `rm -rf .data` — then stores the
// same bytes without drawing and encoding them again (about 100 CPU-seconds for the demo). A
// change to the drawing code makes a new fingerprint, so a stale picture is never served.
// Off with SEED_PICTURE_CACHE=off; kept under node_modules/.cache like other tools' caches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ProcessedImage } from '../modules/media/image-processing';

const root = path.resolve(__dirname, '../..');
const sources = [
  'server/seed/art',
  'server/seed/pictures.ts',
  'server/modules/media/image-processing.ts',
];

function filesUnder(target: string): string[] {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true })
    .map((name) => path.join(full, String(name)))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

let fingerprint: string | undefined;
function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256').update(JSON.stringify(sharp.versions));
  for (const file of sources.flatMap(filesUnder)) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  fingerprint = hash.digest('hex').slice(0, 20);
  return fingerprint;
}

export interface PictureCache {
  /** The processed picture stored under `hash`, re-keyed to `key`, or undefined. */
  read(hash: string, key: string): ProcessedImage | undefined;
  write(hash: string, processed: ProcessedImage): void;
}

interface Entry {
  meta: Omit<ProcessedImage, 'files' | 'key'>;
  files: { suffix: string; contentType: string }[];
}

/** The cache folder for this code, or undefined when caching is off. */
export function openPictureCache(
  folder = process.env.SEED_PICTURE_CACHE === 'off'
    ? undefined
    : path.join(root, 'node_modules', '.cache', 'artmarket-demo-pictures'),
): PictureCache | undefined {
  if (!folder) return undefined;
  const dir = path.join(folder, codeFingerprint());
  return {
    read(hash, key) {
      const base = path.join(dir, hash);
      try {
        const entry = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) as Entry;
        return {
          ...entry.meta,
          key,
          files: entry.files.map((file, index) => ({
            key: `${key}${file.suffix}`,
            contentType: file.contentType,
            body: fs.readFileSync(`${base}.${index}`),
          })),
        };
      } catch {
        return undefined; // not cached, or half written by a run that stopped: draw it again
      }
    },
    write(hash, processed) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const base = path.join(dir, hash);
        const { files, key, ...meta } = processed;
        files.forEach((file, index) => fs.writeFileSync(`${base}.${index}`, file.body));
        const entry: Entry = {
          meta,
          files: files.map((file) => ({
            suffix: file.key.slice(key.length),
            contentType: file.contentType,
          })),
        };
        // The index last, under a unique name then renamed: a reader never sees half an entry.
        const partial = `${base}.json.${process.pid}.part`;
        fs.writeFileSync(partial, JSON.stringify(entry));
        fs.renameSync(partial, `${base}.json`);
      } catch {
        // A full or read-only disk costs the next seed its time, nothing else.
      }
    },
  };
}

/** The cache key of a picture: what is drawn, and the pixels it draws on, if any. */
export function pictureHash(job: object, inputs: readonly Buffer[] = []): string {
  const hash = createHash('sha256').update(JSON.stringify(job));
  for (const input of inputs) hash.update(createHash('sha256').update(input).digest());
  return hash.digest('hex');
}
