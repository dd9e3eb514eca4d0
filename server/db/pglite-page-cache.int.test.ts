// PGLITE_SHARED_BUFFERS reaches PGlite's start (ADR 0064): the page cache is the size asked for.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe("PGlite's page cache", () => {
  it('is started with the shared_buffers asked for', async () => {
    const database = await openDatabase({ dataDir: 'memory://', sharedBuffers: '48MB' });
    try {
      const { rows } = await database.db.execute<{ shared_buffers: string }>(
        sql`show shared_buffers`,
      );
      expect(rows[0]!.shared_buffers).toBe('48MB');
    } finally {
      await database.close();
    }
  });
});
