import { useTranslation } from '../../../lib/translation/use-translation';
import { Icon, type IconName } from '../../../components/icon';
import type { Service, ServiceKey } from '@portal/contracts';
import { formatPaise } from '../../../lib/money';
import { fallbackServices } from '../fallback-services';

export interface ChosenService {
  id: number;
  key: ServiceKey;
}

const serviceIcons: Record<ServiceKey, IconName> = {
  jathagam: 'sun',
  marriage_porutham: 'rings',
  prasanam: 'question',
};

interface ServiceCardsProps {
  /** The server's list; undefined while it loads or when the call failed. */
  services: Service[] | undefined;
  /** The call failed: the standard prices show, with a word that they are. */
  failed: boolean;
  onChoose: (service: ChosenService) => void;
}

/**
 * The services with prices from the server, or the standard prices while they load or when the
 * call fails. Its data comes from the caller: the landing page fetches without the query library.
 */
export function ServiceCards({ services: data, failed: isError, onChoose }: ServiceCardsProps) {
  const { t } = useTranslation('landing');

  const cards =
    data?.map((service) => ({
      id: service.id,
      key: service.key,
      name: service.name,
      description: service.description,
      price: service.formatted_price,
    })) ??
    fallbackServices.map((service) => ({
      id: service.id,
      key: service.key,
      name: t(`service_${service.key}`),
      description: t(`service_${service.key}_text`),
      price: formatPaise(service.pricePaise),
    }));

  return (
    <>
      {isError && <p className="notice notice--muted">{t('services_unavailable')}</p>}
      <ul className="services-grid" aria-busy={!data && !isError}>
        {cards.map((card) => (
          <li key={card.id} className="service-card" data-service={card.key}>
            <span className="service-card__icon">
              <Icon name={serviceIcons[card.key]} />
            </span>
            <h3 className="service-card__name">{card.name}</h3>
            <p className="service-card__text">{card.description}</p>
            <p className="service-card__price">{card.price}</p>
            <button
              type="button"
              className="button button--primary"
              aria-label={t('book_service', { service: card.name })}
              onClick={() => onChoose({ id: card.id, key: card.key })}
            >
              {t('book_now')}
            </button>
          </li>
        ))}
      </ul>
      <p className="services-grid__note">{t('prices_note')}</p>
    </>
  );
}
