// Bid query keys (rules §7 "Artwork" bids; issue 6).
export type BidBox = 'offered' | 'received';

export interface BidPage {
  limit?: number;
  offset?: number;
}

export const bidKeys = {
  all: () => ['bids'] as const,
  list: (box: BidBox, page: BidPage) => [...bidKeys.all(), box, page] as const,
};

export const bidPath = '/store/artwork/bid';
