// A customer as the back office lists them (/v3/admin/customers).
export interface AdminCustomerDto {
  id: string;
  email: string;
  name: string;
  badges: string[];
  blocked_at: string | null;
  blocked_reason: string | null;
  created_at: string;
}
