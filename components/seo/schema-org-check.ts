// A checker of the schema.org types this site writes, driven by one table: for each type, its
// parent, the properties it may carry with their expected value types (schema.org's "expected
// type" column, narrowed to what we use), and what we promise to always say (schema.org has no
// required properties; ours follow Google's required and recommended ones for products,
// breadcrumbs, carousels and events). Used by the builders' unit tests and by the journey that
// reads every page's JSON-LD (e2e/structured-data.spec.ts). Test support: no page imports it.

/** A literal value kind, an enumeration (its members' names), or another type of the table. */
type Kind =
  | 'Text'
  | 'URL'
  | 'Number'
  | 'Integer'
  | 'Date'
  | 'DateTime'
  | { enumeration: string; members: readonly string[] }
  | string;

interface TypeSpec {
  parent?: string;
  properties?: Record<string, readonly Kind[]>;
  /** Properties every node of this type carries. */
  required?: readonly string[];
}

const ItemAvailability = {
  enumeration: 'ItemAvailability',
  members: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
} as const;

const OfferItemCondition = {
  enumeration: 'OfferItemCondition',
  members: ['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'],
} as const;

const EventStatusType = {
  enumeration: 'EventStatusType',
  members: [
    'EventCancelled',
    'EventMovedOnline',
    'EventPostponed',
    'EventRescheduled',
    'EventScheduled',
  ],
} as const;

const EventAttendanceModeEnumeration = {
  enumeration: 'EventAttendanceModeEnumeration',
  members: ['MixedEventAttendanceMode', 'OfflineEventAttendanceMode', 'OnlineEventAttendanceMode'],
} as const;

/**
 * The types we use. A Text stands for an entity where schema.org allows it (its data model
 * accepts a Text where a Thing is expected): a person's nationality, a gallery's address.
 */
export const schemaOrgTypes: Record<string, TypeSpec> = {
  Thing: {
    properties: {
      name: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
      description: ['Text'],
      sameAs: ['URL'],
      potentialAction: ['Action'],
    },
  },
  CreativeWork: {
    parent: 'Thing',
    properties: {
      inLanguage: ['Text'],
      creator: ['Person', 'Organization'],
      dateCreated: ['Date', 'DateTime'],
      publisher: ['Organization', 'Person'],
    },
  },
  Intangible: { parent: 'Thing' },
  Organization: {
    parent: 'Thing',
    properties: { logo: ['URL', 'ImageObject'] },
    required: ['name'],
  },
  ArtGallery: {
    parent: 'Organization',
    properties: { address: ['PostalAddress', 'Text'] },
    required: ['name', 'url'],
  },
  Person: {
    parent: 'Thing',
    properties: {
      jobTitle: ['Text'],
      nationality: ['Country', 'Text'],
      birthDate: ['Date'],
    },
    required: ['name'],
  },
  WebSite: { parent: 'CreativeWork', required: ['name', 'url'] },
  Action: { parent: 'Thing', properties: { target: ['EntryPoint', 'URL'] } },
  SearchAction: {
    parent: 'Action',
    // Google's sitelinks search box reads the query's name from `query-input`.
    properties: { 'query-input': ['Text'] },
    required: ['target', 'query-input'],
  },
  EntryPoint: {
    parent: 'Intangible',
    properties: { urlTemplate: ['Text'] },
    required: ['urlTemplate'],
  },
  Event: {
    parent: 'Thing',
    properties: {
      startDate: ['Date', 'DateTime'],
      endDate: ['Date', 'DateTime'],
      location: ['Place', 'VirtualLocation', 'PostalAddress', 'Text'],
      eventStatus: [EventStatusType],
      eventAttendanceMode: [EventAttendanceModeEnumeration],
      organizer: ['Organization', 'Person'],
      inLanguage: ['Text'],
    },
    required: ['name', 'startDate'],
  },
  ExhibitionEvent: { parent: 'Event' },
  Place: { parent: 'Thing', properties: { address: ['PostalAddress', 'Text'] } },
  VirtualLocation: { parent: 'Intangible', required: ['url'] },
  Product: {
    parent: 'Thing',
    properties: { offers: ['Offer'], category: ['Text', 'URL'] },
    required: ['name', 'image', 'url'],
  },
  VisualArtwork: {
    parent: 'CreativeWork',
    properties: {
      artform: ['Text', 'URL'],
      artMedium: ['Text', 'URL'],
      artEdition: ['Integer', 'Text'],
      width: ['QuantitativeValue', 'Distance'],
      height: ['QuantitativeValue', 'Distance'],
      depth: ['QuantitativeValue', 'Distance'],
    },
    required: ['name', 'creator', 'artMedium', 'width', 'height'],
  },
  Offer: {
    parent: 'Intangible',
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      availability: [ItemAvailability],
      availabilityStarts: ['DateTime', 'Date'],
      itemCondition: [OfferItemCondition],
      seller: ['Organization', 'Person'],
    },
    required: ['url', 'availability', 'seller'],
  },
  QuantitativeValue: {
    parent: 'Intangible',
    properties: { value: ['Number'], unitCode: ['Text', 'URL'] },
    required: ['value', 'unitCode'],
  },
  ItemList: {
    parent: 'Intangible',
    properties: { itemListElement: ['ListItem'], numberOfItems: ['Integer'] },
    required: ['itemListElement'],
  },
  BreadcrumbList: { parent: 'ItemList' },
  ListItem: {
    parent: 'Intangible',
    properties: { position: ['Integer'], item: ['Thing', 'URL'] },
    required: ['position'],
  },
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: Node): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

/** A type and its ancestors, nearest first. */
function lineage(type: string): string[] {
  const line: string[] = [];
  for (let t: string | undefined = type; t; t = schemaOrgTypes[t]?.parent) line.push(t);
  return line;
}

const isSubtypeOf = (type: string, ancestor: string) => lineage(type).includes(ancestor);

function expectedKinds(types: string[], property: string): readonly Kind[] | null {
  const kinds: Kind[] = [];
  for (const type of types) {
    for (const t of lineage(type)) kinds.push(...(schemaOrgTypes[t]?.properties?.[property] ?? []));
  }
  return kinds.length ? kinds : null;
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether `value` is of `kind` (a nested node is checked on its own, into `errors`). */
function matches(kind: Kind, value: unknown, path: string, errors: string[]): boolean {
  if (typeof kind === 'object') {
    return (
      typeof value === 'string' &&
      kind.members.some((member) => value === `https://schema.org/${member}`)
    );
  }
  switch (kind) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && isUrl(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'Date':
      return typeof value === 'string' && DATE.test(value);
    case 'DateTime':
      return typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
    default: {
      if (!isNode(value)) return false;
      const types = typesOf(value);
      // A reference to a node described elsewhere on the site ({"@id": …}).
      if (types.length === 0) return typeof value['@id'] === 'string' && isUrl(value['@id']);
      if (!types.some((type) => isSubtypeOf(type, kind))) return false;
      errors.push(...checkNode(value, path));
      return true;
    }
  }
}

const kindName = (kind: Kind) => (typeof kind === 'object' ? kind.enumeration : kind);

/** What is wrong with one node and the nodes inside it, each error naming its path. */
export function checkNode(node: Node, path = '$'): string[] {
  const errors: string[] = [];
  const types = typesOf(node);
  if (types.length === 0) return [`${path}: no @type`];
  for (const type of types) {
    if (!schemaOrgTypes[type]) errors.push(`${path}: ${type} is not a type this checker knows`);
  }
  if (errors.length) return errors;
  if ('@id' in node && !(typeof node['@id'] === 'string' && isUrl(node['@id']))) {
    errors.push(`${path}.@id: not a URL`);
  }
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    const kinds = expectedKinds(types, property);
    const at = `${path}.${property}`;
    if (!kinds) {
      errors.push(`${at}: not a property of ${types.join(' + ')}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) errors.push(`${at}: empty`);
    values.forEach((item, index) => {
      const itemPath = Array.isArray(value) ? `${at}[${index}]` : at;
      const nested: string[] = [];
      if (!kinds.some((kind) => matches(kind, item, itemPath, nested))) {
        errors.push(
          `${itemPath}: ${JSON.stringify(item)} is not ${kinds.map(kindName).join(' or ')}`,
        );
      }
      errors.push(...nested);
    });
  }
  for (const type of types) {
    for (const t of lineage(type)) {
      for (const property of schemaOrgTypes[t]?.required ?? []) {
        if (node[property] === undefined) errors.push(`${path}: ${type} without ${property}`);
      }
    }
  }
  errors.push(...promises(node, types, path));
  return [...new Set(errors)];
}

/** What the site promises beyond each property's type. */
function promises(node: Node, types: string[], path: string): string[] {
  const errors: string[] = [];
  if (types.includes('Offer')) {
    // A price says its currency; a page that shows no price states none (rules 4.60).
    if ((node.price === undefined) !== (node.priceCurrency === undefined)) {
      errors.push(`${path}: price and priceCurrency come together`);
    }
    if (node.priceCurrency !== undefined && !/^[A-Z]{3}$/.test(String(node.priceCurrency))) {
      errors.push(`${path}.priceCurrency: not an ISO 4217 code`);
    }
    if (typeof node.price === 'number' && node.price < 0) errors.push(`${path}.price: negative`);
  }
  if (types.some((type) => isSubtypeOf(type, 'ItemList'))) {
    const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : [];
    if (items.length === 0) errors.push(`${path}: a list without items`);
    items.forEach((item, index) => {
      if (item.position !== index + 1) {
        errors.push(`${path}.itemListElement[${index}]: position ${String(item.position)}`);
      }
      const at = `${path}.itemListElement[${index}]`;
      // A breadcrumb step has a name and the page it names; a list's entry its page's URL.
      if (types.includes('BreadcrumbList')) {
        if (!item.name) errors.push(`${at}: a breadcrumb step without name`);
        if (!item.item) errors.push(`${at}: a breadcrumb step without item`);
      } else if (!item.url && !item.item) {
        errors.push(`${at}: a list entry without url`);
      }
    });
    if (node.numberOfItems !== undefined && node.numberOfItems !== items.length) {
      errors.push(`${path}.numberOfItems: ${String(node.numberOfItems)} for ${items.length}`);
    }
  }
  return errors;
}

/** What is wrong with a page's top-level JSON-LD object: its context, then its node. */
export function checkJsonLd(data: unknown): string[] {
  if (!isNode(data)) return ['$: not an object'];
  const errors: string[] = [];
  if (data['@context'] !== 'https://schema.org') errors.push('$.@context: not https://schema.org');
  return [...errors, ...checkNode(data)];
}
