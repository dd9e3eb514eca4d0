// Storage keys are relative paths of plain segments; anything that could climb out of the media
// folder or confuse a URL (`..`, backslashes, control characters, empty segments) is refused.

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const maxKeyLength = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidStorageKey(key: string): boolean {
  if (!key || key.length > maxKeyLength) return false;
  return key.split('/').every((segment) => segmentPattern.test(segment) && !segment.includes('..'));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Content-Type from the key's extension; `application/octet-stream` when unknown. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot >= 0 ? key.slice(dot + 1).toLowerCase() : '';
  return contentTypes[ext] ?? 'application/octet-stream';
}
