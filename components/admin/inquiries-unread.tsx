// Beside "Messages" in the back office's nav: the unread messages of the conversations the staff
// member answers (a partner's galleries', or all for the operators), read again every minute.
import { useAdminInquiries } from '@/api/admin/inquiries/get-inquiries';
import { useTranslation } from 'next-i18next/pages';
import inquiryStyles from '@/components/inquiries/inquiries.module.scss';

export function InquiriesUnread() {
  const { t } = useTranslation('admin');
  const { data } = useAdminInquiries({ status: 'open', limit: 1 });
  if (!data?.unread) return null;
  return (
    <span
      className={inquiryStyles.navUnread}
      aria-label={t('inquiries.unreadBadge', { count: data.unread })}
      data-testid="admin-inquiries-unread"
    >
      {data.unread}
    </span>
  );
}
