// Where an order's screens live (SPEC §2 routes).
export const orderLinks = {
  detail: (orderId: string) => `/order-detail/${encodeURIComponent(orderId)}`,
  saleSlip: (orderId: string) => `/sale-slip/${encodeURIComponent(orderId)}`,
};
