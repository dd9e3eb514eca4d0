import { useState } from 'react';
import type { ContactModalType } from '@/components/contact/contact-modal';
import { LazyContactModal } from '@/components/contact/lazy-contact-modal';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import styles from './services-section.module.scss';

/** The home page has no footer (rules §2): its close offers the two personal services instead. */
export function ServicesSection() {
  const { t } = useTranslation('common');
  const [contact, setContact] = useState<ContactModalType | null>(null);
  const services: { id: ContactModalType; key: string }[] = [
    { id: 'vip_contact', key: 'home.services.vip' },
    { id: 'enroll_gallery', key: 'home.services.galleries' },
  ];
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <h2 id="home-services" className="visually-hidden">
        {t('home.services.title')}
      </h2>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.id} className={styles.item}>
            <p className={styles.eyebrow}>{t(`${service.key}.eyebrow`)}</p>
            <h3 className={styles.title}>{t(`${service.key}.title`)}</h3>
            <p className={styles.body}>{t(`${service.key}.body`)}</p>
            <Button variant="text" onClick={() => setContact(service.id)} aria-haspopup="dialog">
              {t(`${service.key}.action`)}
            </Button>
          </li>
        ))}
      </ul>
      <LazyContactModal type={contact} onClose={() => setContact(null)} />
    </section>
  );
}
