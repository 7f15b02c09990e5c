import { PageLink } from '../navigation/page-link';
import { useTranslation } from '../../lib/translation/use-translation';
import type { UiSettings } from '@portal/contracts';

const socialKeys = [
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_whatsapp',
  'social_telegram',
] as const;

const digitsOnly = (phone: string) => phone.replace(/[^\d+]/g, '');
const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The footer from the office's UI settings, with built-in defaults while they load or fail. */
export function SiteFooter({ settings }: { settings: UiSettings | undefined }) {
  const { t } = useTranslation('common');
  const title = settings?.footer_title || t('app_name');
  const contacts = [1, 2]
    .map((n) => ({
      name: settings?.[`contact${n}_name` as 'contact1_name'] ?? '',
      phone: settings?.[`contact${n}_phone` as 'contact1_phone'] ?? '',
      whatsapp: settings?.[`contact${n}_whatsapp` as 'contact1_whatsapp'] ?? '',
    }))
    .filter((contact) => contact.phone || contact.whatsapp);
  const socials = socialKeys.filter((key) => settings?.[key]);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__title">{title}</p>
          {settings?.footer_description && <p>{settings.footer_description}</p>}
          <p>{t('footer_hours')}</p>
        </div>
        {contacts.length > 0 && (
          <nav className="site-footer__column" aria-label={t('footer_contact')}>
            <p className="site-footer__heading">{t('footer_contact')}</p>
            <ul>
              {contacts.map((contact) => (
                <li key={contact.phone || contact.whatsapp} className="site-footer__contact">
                  <span className="site-footer__contact-name">{contact.name}</span>
                  {contact.phone && (
                    <a
                      href={`tel:${digitsOnly(contact.phone)}`}
                      aria-label={t('footer_call', { name: contact.name })}
                    >
                      {contact.phone}
                    </a>
                  )}
                  {contact.whatsapp && (
                    <a
                      href={whatsappLink(contact.whatsapp)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('footer_whatsapp', { name: contact.name })}
                      <span className="visually-hidden"> {t('opens_new_tab')}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {socials.length > 0 && (
          <nav className="site-footer__column" aria-label={t('footer_follow')}>
            <p className="site-footer__heading">{t('footer_follow')}</p>
            <ul>
              {socials.map((key) => (
                <li key={key}>
                  <a href={settings?.[key]} target="_blank" rel="noopener noreferrer">
                    {t(key)}
                    <span className="visually-hidden"> {t('opens_new_tab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav className="site-footer__column" aria-label={t('footer_information')}>
          <p className="site-footer__heading">{t('footer_information')}</p>
          <ul>
            <li>
              <PageLink to="/terms">{t('link_terms')}</PageLink>
            </li>
            <li>
              <PageLink to="/refund-policy">{t('link_refund')}</PageLink>
            </li>
            <li>
              <PageLink to="/contact">{t('link_contact')}</PageLink>
            </li>
            <li>
              <PageLink to="/privacy">{t('link_privacy')}</PageLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__rights">
        {t('footer_rights', { year: new Date().getFullYear(), name: title })}
      </p>
    </footer>
  );
}
