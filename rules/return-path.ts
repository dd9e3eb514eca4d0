// Return addresses taken from a URL (`before`, a social sign-in's stored page, callback_uri, the
// page a language switch reloads): design §4 "Public origin" — only a path of this site is followed.
// The value is resolved the way a browser would (`new URL(value, origin)`), so whatever the browser
// would quietly repair into another origin (TAB/LF/CR stripped, `\` read as `/`, `/..//x` collapsed)
// is judged after the repair, and anything a browser or a server might decode once more is judged
// decoded too.

/** The longest return address followed; anything longer is not a page of this site anyway. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** Stands for "this site" when the real origin is not known yet (a server render): paths only. */
const UNKNOWN_ORIGIN = 'https://this-site.invalid';

/** How many layers of percent-encoding are looked through (`%252F` is `/` encoded twice). */
const DECODE_LAYERS = 4;

// C0 controls, DEL and the C1 block: browsers strip some (TAB, LF, CR) and trim others.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// A start a browser reads as another host: `//x`, `/\x`, `\/x`, `\\x`.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** One layer as written: no control, no backslash, no surrounding space, no `//` start. */
function plainLayer(layer: string): boolean {
  return (
    !CONTROL.test(layer) &&
    !layer.includes('\\') &&
    layer === layer.trim() &&
    !PROTOCOL_RELATIVE.test(layer)
  );
}

/** The value and each percent-decoded form of it, or null when a layer does not decode. */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let i = 0; i < DECODE_LAYERS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  // Still changing after every layer looked through: nothing a person typed.
  return null;
}

/** Where `value` leads when a browser resolves it against `base`: a path of it, or null. */
function resolvedPath(value: string, base: URL): string | null {
  // A path, or a full http(s) URL; not a scheme-relative form (`https:x`) nor a bare word.
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil` resolves to the path `//evil`: a protocol-relative address once written back.
  return PROTOCOL_RELATIVE.test(path) ? null : path;
}

/**
 * The path, query and fragment of this site that `value` names, or null when it names anything
 * else. `origin` is the site's origin; without it (a render on the server) only paths are taken.
 * A full URL of this origin is taken as its path. Every decoded form of the value must lead to
 * this site as well, so a later decoding (a proxy, a framework) cannot turn it into another.
 */
export function sameOriginPath(value: unknown, origin?: string | null): string | null {
  if (typeof value !== 'string' || value === '' || value.length > RETURN_PATH_MAX_LENGTH) {
    return null;
  }
  const layers = decodedLayers(value);
  if (!layers || !layers.every(plainLayer)) return null;
  let base: URL;
  try {
    base = new URL(origin || UNKNOWN_ORIGIN);
  } catch {
    return null;
  }
  const [path, ...decoded] = layers.map((layer) => resolvedPath(layer, base));
  return path && decoded.every(Boolean) ? path : null;
}
