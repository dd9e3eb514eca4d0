// Coupon query keys (rules §7 "Coupons").
export const couponKeys = {
  all: () => ['coupons'] as const,
  mine: () => [...couponKeys.all(), 'mine'] as const,
  artworks: (couponId: string) => [...couponKeys.all(), 'artworks', couponId] as const,
  applicable: (artworkId: string, cartId: string) =>
    [...couponKeys.all(), 'applicable', artworkId, cartId] as const,
};
