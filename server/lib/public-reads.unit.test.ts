import { describe, expect, it } from 'vitest';
import {
  createInProcessPublicReads,
  parsePublicReadChange,
  publicReadPayloads,
  type PublicReadChange,
} from './public-reads';

describe('public reads: the change on the wire', () => {
  it('reads artwork ids, and "*" or an empty payload (a listener back after a loss) as everything', () => {
    expect(parsePublicReadChange('aw_1,aw_2')).toEqual({ artworkIds: ['aw_1', 'aw_2'] });
    expect(parsePublicReadChange('*')).toEqual({ all: true });
    expect(parsePublicReadChange('')).toEqual({ all: true });
    expect(parsePublicReadChange(',')).toEqual({ all: true });
  });

  it('writes each id once, in payloads under the size NOTIFY takes, that read back whole', () => {
    const ids = Array.from({ length: 900 }, (_, i) => `aw_${String(i).padStart(20, '0')}`);
    const payloads = publicReadPayloads({ artworkIds: [...ids, ids[0]!] });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7000);
    const back = payloads.flatMap(
      (p) => (parsePublicReadChange(p) as { artworkIds: string[] }).artworkIds,
    );
    expect(back).toEqual(ids);
    expect(publicReadPayloads({ all: true })).toEqual(['*']);
  });
});

describe('public reads in one process', () => {
  it('tells every subscriber at once, none after it unsubscribed, and skips an empty change', async () => {
    const reads = createInProcessPublicReads();
    const heard: PublicReadChange[] = [];
    const stop = reads.subscribe((change) => heard.push(change));
    await reads.invalidate({ artworkIds: ['aw_1'] });
    await reads.invalidate({ artworkIds: [] });
    stop();
    await reads.invalidate({ all: true });
    expect(heard).toEqual([{ artworkIds: ['aw_1'] }]);
  });
});
