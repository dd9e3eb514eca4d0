// Finding a work for a negotiation journey: the whole list of works on sale is walked page by
// page, since the journeys before have bought, offered on and resold works of the demo
// galleries (a first page alone ran out of the partner gallery's works, CI of stop 37).
import type { APIRequestContext } from '@playwright/test';

export interface ListedWork {
  id: string;
  handle: string;
  title: string;
}

/** What `GET store/artwork/bid/status/:id` says, as far as the journeys read it. */
export interface OfferStatus {
  answerer?: { kind: string } | null;
  state?: { primary?: string; secondary?: string };
  input?: { visitor?: { sells?: boolean } };
}

/**
 * The first work on sale (ending soonest first) whose offer status for this visitor passes
 * `wanted`, or an error naming `what`.
 */
export async function findWorkByOfferStatus(
  request: APIRequestContext,
  headers: Record<string, string>,
  wanted: (status: OfferStatus, work: ListedWork) => boolean,
  what: string,
): Promise<ListedWork> {
  const pageSize = 100;
  for (let offset = 0; ; offset += pageSize) {
    const list = (await (
      await request.get(
        `/v3/store/artwork?order=ending_soon&view_status=ongoing&limit=${pageSize}&offset=${offset}`,
      )
    ).json()) as { artworks: ListedWork[] };
    for (const work of list.artworks) {
      const status = (await (
        await request.get(`/v3/store/artwork/bid/status/${work.id}`, { headers })
      ).json()) as OfferStatus;
      if (wanted(status, work)) return work;
    }
    if (list.artworks.length < pageSize) throw new Error(`no work found: ${what}`);
  }
}
