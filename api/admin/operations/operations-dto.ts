// The back office's exchange rates and notification outbox (/v3/admin).
export interface AdminExchangeRateDto {
  currency_code: string;
  krw_per_unit: number;
  source: string;
  updated_at: string;
}

export interface AdminOutboxMessageDto {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
