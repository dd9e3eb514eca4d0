// POST /v3/admin/resell/{id}/propose, /approve or /reject: the operator's review of a resale
// request; every back-office screen is refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { ProposeListingRequest } from '@/schemas/resale';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { http } from '../../http';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

const resalePath = (resaleId: string) => `/admin/resell/${encodeURIComponent(resaleId)}`;

export function proposeResale(resaleId: string, body: ProposeListingRequest) {
  return http.v3.post<ResaleRequestDto>(`${resalePath(resaleId)}/propose`, body, quiet);
}

export function approveResale(resaleId: string, body: ProposeListingRequest) {
  return http.v3.post<ResaleRequestDto>(`${resalePath(resaleId)}/approve`, body, quiet);
}

export function rejectResale(resaleId: string, reason: string) {
  return http.v3.post<ResaleRequestDto>(`${resalePath(resaleId)}/reject`, { reason }, quiet);
}

/** One review: which call, on which request, with what. */
export type ResaleReview =
  | { kind: 'propose' | 'approve'; resaleId: string; body: ProposeListingRequest }
  | { kind: 'reject'; resaleId: string; reason: string };

function review(request: ResaleReview): Promise<ResaleRequestDto> {
  if (request.kind === 'reject') return rejectResale(request.resaleId, request.reason);
  return (request.kind === 'propose' ? proposeResale : approveResale)(
    request.resaleId,
    request.body,
  );
}

/** Runs one review call (one of the three above); the back office is refetched on success. */
export function useReviewResaleMutation() {
  return useMutation({
    mutationFn: review,
    onSuccess: (_request, _review, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
