// PUT or DELETE /v3/admin/customers/{id}/badges/{badge}: grants or takes a membership badge; the
// customer list is refetched.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../http';
import { adminCustomerKeys } from '../keys';
import { quiet } from '../quiet';

type Badges = { customer_id: string; badges: string[] };

export function setCustomerBadge(customerId: string, badge: string, grant: boolean) {
  const path = `/admin/customers/${encodeURIComponent(customerId)}/badges/${encodeURIComponent(badge)}`;
  return grant ? http.v3.put<Badges>(path, {}, quiet) : http.v3.delete<Badges>(path, quiet);
}

export function useSetCustomerBadgeMutation() {
  return useMutation({
    mutationFn: ({
      customerId,
      badge,
      grant,
    }: {
      customerId: string;
      badge: string;
      grant: boolean;
    }) => setCustomerBadge(customerId, badge, grant),
    onSuccess: (_badges, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCustomerKeys.all() }),
  });
}
