// How Drizzle's statements reach PGlite (ADR 0034). Two costs of PGlite's `query` are avoided:
//
// - Drizzle hands PGlite the same parsers with every statement (dates, times and a few arrays
//   kept as text), and PGlite merges them into a copy of its whole parser table each time. They
//   are set on the client once instead and left off each call; a call with any other parser keeps
//   its own.
// - PGlite runs every statement unnamed: parsed, analysed and planned again, in six calls into the
//   WebAssembly backend. The statements marked hot (`keepStatement`, which `prepared` in
//   prepared.ts calls) are parsed once as named statements, whose plans PostgreSQL caches as it
//   does for any prepared statement, and then run with one call (bind, describe, execute, sync).
//   Every other statement runs as before.
import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** The SQL of the statements worth keeping parsed and planned, whatever the client. */
const hot = new Set<string>();

/** Marks the statement `text` hot: PGlite keeps it as a named statement from its next run. */
export function keepStatement(text: string): void {
  hot.add(text);
}

interface Named {
  name: string;
  paramTypes: number[];
}

// 0A000 "cached plan must not change result type" (a table changed under a kept statement);
// 26000 "prepared statement does not exist".
const stale = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '0A000' || code === '26000';
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Installs both on `client` (and on the transactions it starts). */
export function tunePglite(client: PGlite): void {
  const asText = (value: string) => value;
  // timestamp, timestamptz, interval, date; numeric[], timestamp[], timestamptz[], interval[], date[]
  const drizzleOids = [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ];
  for (const oid of drizzleOids) client.parsers[oid] = asText;
  const drizzleParsers = new Set(drizzleOids.map(String));
  const lean = (options: QueryOptions | undefined): QueryOptions | undefined =>
    options?.parsers && Object.keys(options.parsers).every((oid) => drizzleParsers.has(oid))
      ? { ...options, parsers: undefined }
      : options;

  const named = new Map<string, Named>();
  let sequence = 0;

  /** Runs a hot statement as a named one (parsed the first time), inside the query lock. */
  async function runNamed(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    let statement = named.get(text);
    if (!statement) {
      const name = `kept_${++sequence}`;
      const { messages } = await client.execProtocol(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      named.set(text, statement);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return parse.parseResults(messages, client.parsers, options)[0]!;
  }

  /**
   * A hot statement named, any other as PGlite runs it. A stale named one (its table changed) is
   * parsed anew: at once outside a transaction, from the next transaction inside one.
   */
  function route(
    unnamed: (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>,
    inTransaction: boolean,
  ) {
    return async (text: string, params: unknown[] = [], options?: QueryOptions) => {
      const lighter = lean(options);
      if (!hot.has(text) || lighter?.blob) return unnamed(text, params, lighter);
      const run = () =>
        client._runExclusiveQuery(() => runNamed(text, params, lighter, inTransaction));
      try {
        return await (inTransaction ? run() : client._runExclusiveTransaction(run));
      } catch (error) {
        if (!stale(error)) throw error;
        named.delete(text);
        // Inside a transaction the failed statement has aborted it: running the text again there
        // would only answer "current transaction is aborted". The transaction fails with the
        // real cause, and the next one parses the statement anew.
        if (inTransaction) throw error;
        return unnamed(text, params, lighter);
      }
    };
  }

  const query = client.query.bind(client);
  client.query = route(query, false) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = route(tx.query.bind(tx), true) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
