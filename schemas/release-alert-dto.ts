// Wire shapes of "Notify me" on a release-soon work (issue 32, rules §4.63): where a customer
// stands on one work, and their alerts. Types only, so the browser bundles no yup.
import type { ArtworkSummaryDto } from './artwork-dto';

/** GET/PUT/DELETE store/artwork/{id}/release-alert: the customer's alert on one work. */
export interface ReleaseAlertDto {
  artwork_id: string;
  /** True while the customer waits to be told of the release. */
  is_set: boolean;
  /** When they asked (ISO 8601), null when no alert. */
  created_at: string | null;
  /** When the release notice was sent (ISO 8601); the alert then stays as history. */
  notified_at: string | null;
}

/** GET store/customer/release-alerts: the customer's alerts, newest first, as cards. */
export interface ReleaseAlertListDto {
  alerts: (ReleaseAlertDto & { artwork: ArtworkSummaryDto })[];
  count: number;
}
