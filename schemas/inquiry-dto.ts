// Wire shapes of the questions about a work (issue 31): a conversation as its list shows it and
// in full, for the collector (store/inquiries) and the answering side (admin/inquiries).
import type { BidDto } from './bid-dto';
import type { ListResponse } from './dto';
import type { InquiryAuthorKind, InquiryHandler, InquiryStatus, InquiryTopic } from './inquiry';

export interface InquiryArtworkDto {
  id: string;
  handle: string;
  title: string;
  artist_name: string;
  /** The work's main picture (its 400 px variant), null without one. */
  image_url: string | null;
}

export interface InquiryPhotoDto {
  url: string;
  /** The 200 px variant. */
  thumb_url: string;
}

export interface InquiryMessageDto {
  id: string;
  author_kind: InquiryAuthorKind;
  /** The collector's name, the gallery's name, or "Artmarket" for the operators. */
  author_name: string;
  body: string;
  photos: InquiryPhotoDto[];
  /** An offer made with this message (its bid id), when there is one. */
  bid_id: string | null;
  created_at: string;
  /** Written by the side that reads it (the collector, or the answering side). */
  mine: boolean;
}

export interface InquirySummaryDto {
  id: string;
  artwork: InquiryArtworkDto;
  edition_id: string | null;
  topics: InquiryTopic[];
  status: InquiryStatus;
  handler: InquiryHandler;
  /** Who answers: the gallery's name, or "Artmarket" (아트마켓) for the operators. */
  answerer_name: string;
  last_message: { excerpt: string; author_kind: InquiryAuthorKind; created_at: string } | null;
  /** Messages from the other side the reader has not read. */
  unread: number;
  created_at: string;
  last_message_at: string;
  /** The collector's name: the back office only (null for the collector). */
  customer_name: string | null;
  /** The language the collector asked in. */
  language: 'en' | 'ko';
}

export interface InquiryThreadDto extends InquirySummaryDto {
  messages: InquiryMessageDto[];
  /** The offers made from this conversation (bids whose inquiry_id is this thread). */
  offers: BidDto[];
  /** The collector may make an offer on the work from here (it takes offers, open thread). */
  can_offer: boolean;
  /** Back office: whether an operator may hand it to the gallery (a partner account, not resale). */
  can_hand_to_gallery: boolean;
}

export interface InquiryListDto extends ListResponse {
  inquiries: InquirySummaryDto[];
  /** Unread messages over every conversation in scope (a badge). */
  unread: number;
}
