// The storage port: where image files live. Local disk by default; an S3-compatible adapter
// can be selected by STORAGE_DRIVER. Keys are relative paths such as `artworks/img_01h.jpg`.

/** What is known about a stored file without reading it (enough for ETag and HEAD). */
export interface StoredObjectInfo {
  contentType: string;
  /** Size in bytes; also the ETag basis together with mtime. */
  size: number;
  modifiedAt: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: Buffer;
}

export interface StoragePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Size, type and mtime without the body; null when the key does not exist. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL path of a key, e.g. `/media/artworks/img_01h.jpg`. */
  publicUrl(key: string): string;
}
