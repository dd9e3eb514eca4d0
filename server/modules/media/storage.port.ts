// The storage port: where image files live. Local disk by default; an S3-compatible adapter
// can be selected by STORAGE_DRIVER. Keys are relative paths such as `artworks/img_01h.jpg`.

export interface StoredObject {
  body: Buffer;
  contentType: string;
  /** Size in bytes; also the ETag basis together with mtime. */
  size: number;
  modifiedAt: Date;
}

export interface StoragePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Public URL path of a key, e.g. `/media/artworks/img_01h.jpg`. */
  publicUrl(key: string): string;
}
