// Questions about a work (issue 31, rules §4 "Questions about a work"): the request schemas of
// the collector's and the back office's calls, used by the server and the forms, and their
// messages in both languages (the API answers in the request's language).
import { array, mixed, object, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';

export const inquiryTopics = [
  'condition',
  'photos',
  'shipping',
  'framing',
  'price',
  'other',
] as const;
export type InquiryTopic = (typeof inquiryTopics)[number];

export const inquiryStatuses = ['open', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Who answers a thread now: the work's gallery (partner portal) or the operators (/admin). */
export const inquiryHandlers = ['gallery', 'operator'] as const;
export type InquiryHandler = (typeof inquiryHandlers)[number];

export const inquiryAuthorKinds = ['customer', 'gallery', 'operator'] as const;
export type InquiryAuthorKind = (typeof inquiryAuthorKinds)[number];

/** rules §4.40: the limits of one message. */
export const INQUIRY_MESSAGE_MAX_CHARS = 2000;
export const INQUIRY_MAX_PHOTOS = 4;

/** rules §4.43: how often one person may write (per customer, or per staff member). */
export const inquiryLimits = {
  /** New conversations a collector opens per day. */
  threadsPerDay: { max: 10, windowSeconds: 24 * 60 * 60 },
  /** Messages a collector sends per hour, over all their conversations. */
  customerMessagesPerHour: { max: 30, windowSeconds: 60 * 60 },
  /** Messages one member of the answering side sends per hour. */
  staffMessagesPerHour: { max: 120, windowSeconds: 60 * 60 },
} as const;

export const inquiryMessages = {
  inquiryNotFound: 'Conversation not found.',
  artworkNotFound: 'Artwork not found.',
  editionNotFound: 'That edition is not one of this work.',
  topicsRequired: 'Choose at least one topic.',
  topicInvalid: `Each topic must be one of ${inquiryTopics.join(', ')}.`,
  messageRequired: 'Please write your message.',
  messageTooLong: `A message is at most ${INQUIRY_MESSAGE_MAX_CHARS} characters.`,
  photosInvalid: 'Photos must be pictures you uploaded.',
  tooManyPhotos: `At most ${INQUIRY_MAX_PHOTOS} photos per message.`,
  photoNotYours: 'Attach only pictures you uploaded yourself.',
  idInvalid: 'That is not a valid id.',
  noPartnerAccount:
    'This gallery has no partner account, so the conversation stays with the operators.',
  resaleStaysWithOperators:
    'This work is sold by the store for its owner, so the conversation stays with the operators.',
  tooManyThreads: 'You have started many conversations today. Please try again tomorrow.',
  tooManyMessages: 'You have sent many messages in the last hour. Please try again later.',
} as const;
export type InquiryMessageKey = keyof typeof inquiryMessages;

/** The same messages in Korean, key for key. */
export const inquiryMessagesKo: Record<InquiryMessageKey, string> = {
  inquiryNotFound: '문의를 찾을 수 없습니다.',
  artworkNotFound: '작품을 찾을 수 없습니다.',
  editionNotFound: '이 작품의 에디션이 아닙니다.',
  topicsRequired: '문의 항목을 하나 이상 선택해 주세요.',
  topicInvalid: '문의 항목이 올바르지 않습니다.',
  messageRequired: '문의 내용을 입력해 주세요.',
  messageTooLong: `메시지는 ${INQUIRY_MESSAGE_MAX_CHARS}자까지 쓸 수 있습니다.`,
  photosInvalid: '사진은 직접 올린 이미지여야 합니다.',
  tooManyPhotos: `메시지 하나에 사진은 ${INQUIRY_MAX_PHOTOS}장까지 첨부할 수 있습니다.`,
  photoNotYours: '직접 올린 사진만 첨부할 수 있습니다.',
  idInvalid: '올바른 ID가 아닙니다.',
  noPartnerAccount: '이 갤러리는 파트너 계정이 없어 운영팀이 계속 답변합니다.',
  resaleStaysWithOperators:
    '이 작품은 소유자를 대신해 스토어가 판매하므로 운영팀이 계속 답변합니다.',
  tooManyThreads: '오늘 많은 문의를 시작하셨습니다. 내일 다시 시도해 주세요.',
  tooManyMessages: '지난 한 시간 동안 많은 메시지를 보내셨습니다. 잠시 후 다시 시도해 주세요.',
};

/** English message → Korean, for answering in the request's language. */
export const inquiryMessagesInKorean: ReadonlyMap<string, string> = new Map(
  (Object.keys(inquiryMessages) as InquiryMessageKey[]).map((key) => [
    inquiryMessages[key],
    inquiryMessagesKo[key],
  ]),
);

const m = inquiryMessages;

const idField = trimmedString(m.idInvalid)
  .max(64, m.idInvalid)
  .matches(/^[A-Za-z0-9_-]+$/, m.idInvalid);

/** A picture the writer uploaded (POST store/upload/artwork/image's url, or its /media path). */
const photoField = trimmedString(m.photosInvalid)
  .required(m.photosInvalid)
  .max(500, m.photosInvalid)
  .matches(/^(https?:\/\/[^\s/]+)?\/[^\s<>"'?#]+$/, m.photosInvalid);

const messageField = trimmedString(m.messageRequired)
  .required(m.messageRequired)
  .max(INQUIRY_MESSAGE_MAX_CHARS, m.messageTooLong);

const photosField = array(photoField)
  .typeError(m.photosInvalid)
  .max(INQUIRY_MAX_PHOTOS, m.tooManyPhotos)
  .default([]);

/** POST store/inquiries: ask about a work (a second question on it joins the open thread). */
export const openInquirySchema = object({
  artwork_id: idField.clone().required(m.artworkNotFound),
  edition_id: idField.clone().nullable().default(null),
  topics: array(
    mixed<InquiryTopic>()
      .required(m.topicInvalid)
      .oneOf([...inquiryTopics], m.topicInvalid),
  )
    .typeError(m.topicsRequired)
    .required(m.topicsRequired)
    .min(1, m.topicsRequired)
    .max(inquiryTopics.length, m.topicInvalid),
  message: messageField,
  photos: photosField,
});
export type OpenInquiryRequest = InferType<typeof openInquirySchema>;

/** POST store/inquiries/{id}/messages and POST admin/inquiries/{id}/messages. */
export const inquiryMessageSchema = object({
  message: messageField,
  photos: photosField,
});
export type InquiryMessageRequest = InferType<typeof inquiryMessageSchema>;

export const inquiryIdParams = object({ id: idField.clone().required(m.idInvalid) });

/** GET store/inquiries */
export const inquiryListQuerySchema = object({
  limit: pageLimit(20, 50),
  offset: pageOffset(100_000),
});
export type InquiryListQuery = InferType<typeof inquiryListQuerySchema>;

/** GET admin/inquiries */
export const adminInquiryListQuerySchema = object({
  status: mixed<InquiryStatus>()
    .oneOf([...inquiryStatuses], `status must be one of ${inquiryStatuses.join(', ')}`)
    .optional(),
  handler: mixed<InquiryHandler>()
    .oneOf([...inquiryHandlers], `handler must be one of ${inquiryHandlers.join(', ')}`)
    .optional(),
  /** Part of the work's title or the collector's name. */
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type AdminInquiryListQuery = InferType<typeof adminInquiryListQuerySchema>;
