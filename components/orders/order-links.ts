// Where an order's screens live (rules §2 routes).
export const orderLinks = {
  detail: (orderId: string) => `/order-detail/${encodeURIComponent(orderId)}`,
  saleSlip: (orderId: string) => `/sale-slip/${encodeURIComponent(orderId)}`,
};
