// The one look of the store's notices (orders, offers, resale, newsletter, contact): the brand,
// paragraphs, an optional table of details, one button, quieter notes and a footer. Inline
// styles and a table layout, because mail clients strip <style> and ignore most of CSS.

export type Locale = 'en' | 'ko';

export const BRAND = 'Artmarket';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface NoticeContent {
  subject: string;
  /** Plain paragraphs: the greeting, then what happened. */
  paragraphs: string[];
  /** Label and value pairs (order number, amount, deadline...). */
  details?: [string, string][];
  /** One call to action: the link is also written out in the text version. */
  action?: { label: string; url: string };
  notes?: string[];
  /** A line under the rule (the newsletter's unsubscribe link, say). */
  footer?: { text: string; link?: { label: string; url: string } };
}

const FONT = "Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',Arial,sans-serif";

export function renderNotice(
  locale: Locale,
  content: NoticeContent,
): { subject: string; text: string; html: string } {
  const { paragraphs, details = [], action, notes = [], footer } = content;
  const text = [
    paragraphs.join('\n\n'),
    details.length ? details.map(([label, value]) => `${label}: ${value}`).join('\n') : null,
    action ? `${action.label}:\n${action.url}` : null,
    notes.length ? notes.join('\n') : null,
    `${BRAND}`,
    footer ? [footer.text, footer.link?.url].filter(Boolean).join('\n') : null,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');

  const p = (value: string, colour = '#111111', size = 15) =>
    `<p style="margin:0 0 16px;font-size:${size}px;line-height:1.6;color:${colour}">${escapeHtml(value)}</p>`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:10px 16px 10px 0;border-top:1px solid #e5e5e5;color:#666666;font-size:13px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:10px 0;border-top:1px solid #e5e5e5;color:#111111;font-size:14px">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(content.subject)}</title></head>
  <body style="margin:0;padding:0;background:#f6f5f3;font-family:${FONT};word-break:keep-all">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f5f3">
      <tr><td align="center" style="padding:32px 16px">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff">
          <tr><td style="padding:32px 32px 8px">
            <p style="margin:0 0 32px;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#111111">${BRAND}</p>
            ${paragraphs.map((line) => p(line)).join('\n            ')}
            ${rows ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-bottom:1px solid #e5e5e5">${rows}</table>` : ''}
            ${
              action
                ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;background:#111111;color:#ffffff;text-decoration:none;font-size:14px;letter-spacing:0.5px">${escapeHtml(action.label)}</a></p>`
                : ''
            }
            ${notes.map((line) => p(line, '#555555', 13)).join('\n            ')}
          </td></tr>
          <tr><td style="padding:16px 32px 32px">
            <hr style="border:0;border-top:1px solid #e5e5e5;margin:0 0 16px" />
            <p style="margin:0;font-size:12px;line-height:1.6;color:#666666">${BRAND}${
              footer
                ? ` · ${escapeHtml(footer.text)}${footer.link ? ` <a href="${escapeHtml(footer.link.url)}" style="color:#666666">${escapeHtml(footer.link.label)}</a>` : ''}`
                : ''
            }</p>
          </td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
  return { subject: content.subject, text: `${text}\n`, html };
}
