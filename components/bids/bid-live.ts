// The artwork page's bid calls, loaded after the page is interactive (ADR 0016): the buy
// button's state for this customer from the server (the same rule, with their bids), and
// cancelling a bid.
import { cancelBid, fetchBidStatus } from '@/api/bids';
import type { BidStatusDto } from '@/schemas/bid-dto';
import type { Translator } from '@/store/translator';
import { toast } from '@/store/toast';
import { loadBidMessages } from './use-bid-messages';

export function loadBidStatus(artworkId: string): Promise<BidStatusDto> {
  return fetchBidStatus(artworkId);
}

export async function cancelOwnBid(bidId: string, i18n: Translator): Promise<boolean> {
  await loadBidMessages(i18n);
  const t = i18n.getFixedT('bids');
  try {
    await cancelBid(bidId);
    toast.success(t('canceled'));
    return true;
  } catch {
    toast.error(t('cancelFailed'));
    return false;
  }
}
