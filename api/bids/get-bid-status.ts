// GET store/artwork/bid/status/{artworkId}: what the customer may do about bids on a work.
import type { BidStatusDto } from '@/schemas/bid-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { bidPath } from './keys';

export function getBidStatus(
  artworkId: string,
  { signal }: FetchOptions = {},
): Promise<BidStatusDto> {
  return http.v3.get<BidStatusDto>(`${bidPath}/status/${encodeURIComponent(artworkId)}`, {
    signal,
  });
}
