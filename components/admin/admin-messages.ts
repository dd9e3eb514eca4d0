// A refusal from the back-office API in the staff member's language: the server's English
// messages (schemas/back-office.ts, resale, bids, checkout, picture uploads) mapped to the 'admin'
// namespace's `messages`, else the English as sent.
import { apiErrorMessage } from '@/api/api-error';
import { backOfficeMessages } from '@/schemas/back-office';
import { catalogueMessages } from '@/schemas/back-office-catalogue';
import { conditionMessages } from '@/schemas/artwork-condition';
import { contactInboxMessages } from '@/schemas/back-office-contacts';
import { couponAdminMessages } from '@/schemas/back-office-coupons';
import { customerBlockMessages } from '@/schemas/back-office-customers';
import { editorialMessages } from '@/schemas/back-office-editorial';
import { partnerMessages } from '@/schemas/back-office-partner';
import { resaleMessages } from '@/schemas/resale';
import { imageUploadMessages } from '@/rules/image';
import { shipmentMessages } from '@/rules/carriers';

const keyOfMessage = new Map<string, string>([
  ...[
    backOfficeMessages,
    catalogueMessages,
    partnerMessages,
    couponAdminMessages,
    customerBlockMessages,
    contactInboxMessages,
  ].flatMap((messages) =>
    Object.entries(messages).map(([key, message]) => [message, key] as const),
  ),
  [resaleMessages.approveBelowDesired, 'approveBelowDesired'],
  [editorialMessages.handleTaken, 'editorialHandleTaken'],
  [editorialMessages.unknownReference, 'editorialUnknownReference'],
  [editorialMessages.endsBeforeStart, 'editorialEndsBeforeStart'],
  ...Object.entries(imageUploadMessages).map(
    ([key, message]) => [message, `upload.${key}`] as const,
  ),
  ...Object.entries(conditionMessages).map(
    ([key, message]) => [message, `condition.${key}`] as const,
  ),
  ...Object.entries(shipmentMessages).map(
    ([key, message]) => [message, `shipment.${key}`] as const,
  ),
]);

export function adminErrorMessage(
  t: (key: string, options: { defaultValue: string }) => string,
  error: unknown,
  fallback: string,
): string {
  const message = apiErrorMessage(error);
  if (!message) return fallback;
  const key = keyOfMessage.get(message);
  return key ? t(`messages.${key}`, { defaultValue: message }) : message;
}
