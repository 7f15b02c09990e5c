import { Link } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  indianStates,
  type ConsultationMode,
  type Country,
  type IndianStateCode,
  type Service,
} from '@portal/contracts';
import type { CountryPricing } from '../api/get-pricing';
import { describedBy, FormField } from '../../../components/form/form-field';
import type { BookingDraft } from '../booking-draft';
import { offeredModes } from '../consultation-modes';
import { ConsultationModeChoice } from './consultation-mode-choice';
import type { DraftChange } from './person-fields';
import { PriceSummary } from './price-summary';
import type { DraftDeclarations } from '../declarations-needed';
import { BookingDeclarations } from './booking-declarations';

interface ServicePaymentStepProps {
  draft: BookingDraft;
  problems: Record<string, string>;
  services: Service[];
  countries: Country[];
  /** The chosen country's prices (and rate for an approximate figure abroad); null or undefined while unknown. */
  pricing: CountryPricing | null | undefined;
  /** The ways to consult that every chosen service offers. */
  offered: readonly ConsultationMode[];
  officeAddress: string;
  /** What the booking must declare about the people in it (decision 0100). */
  declarations: DraftDeclarations;
  onChange: DraftChange;
}

/** Step 2: the services, how to consult, the country that sets their price, the price, and the terms. */
export function ServicePaymentStep({
  draft,
  problems,
  services,
  countries,
  pricing,
  offered,
  officeAddress,
  declarations,
  onChange,
}: ServicePaymentStepProps) {
  const { t, i18n } = useTranslation(['booking', 'auth']);
  const inIndia = countries.find((country) => country.id === draft.country_id)?.code === 'IN';
  const toggle = (id: number, on: boolean) => {
    const chosen = on
      ? [...draft.services, id]
      : draft.services.filter((serviceId) => serviceId !== id);
    // A way to consult that the new choice of services does not offer is no longer chosen.
    const mode = draft.consultation_mode;
    onChange(
      mode === '' || offeredModes(services, chosen).includes(mode)
        ? { services: chosen }
        : { services: chosen, consultation_mode: '' },
    );
  };
  return (
    <>
      <fieldset
        className="form-section"
        aria-describedby={problems.services ? 'services-error' : undefined}
      >
        <legend className="form-section__title">{t('services_title')}</legend>
        {services.map((service) => (
          <label key={service.id} className="service-choice">
            <input
              type="checkbox"
              name="services"
              value={service.id}
              checked={draft.services.includes(service.id)}
              onChange={(event) => toggle(service.id, event.target.checked)}
            />
            <span className="service-choice__text">
              <strong>{service.name}</strong>
              <span>{service.description}</span>
            </span>
          </label>
        ))}
        {problems.services && (
          <FieldError id="services-error" focusable>
            {problems.services}
          </FieldError>
        )}
      </fieldset>
      <ConsultationModeChoice
        offered={offered}
        value={draft.consultation_mode}
        error={problems.consultation_mode}
        officeAddress={officeAddress}
        onChange={(mode) => onChange({ consultation_mode: mode })}
      />
      <FormField
        id="country_id"
        label={t('country')}
        hint={t('country_hint')}
        error={problems.country_id}
      >
        <select
          {...describedBy('country_id', problems.country_id, t('country_hint'))}
          className="text-input"
          value={draft.country_id}
          onChange={(event) => onChange({ country_id: Number(event.target.value) })}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {t(`country_${country.code}`, { defaultValue: country.name })}
            </option>
          ))}
        </select>
      </FormField>
      {inIndia && (
        <FormField
          id="customer_state"
          label={t('customer_state')}
          hint={t('customer_state_hint')}
          error={problems.customer_state}
        >
          <select
            {...describedBy('customer_state', problems.customer_state, t('customer_state_hint'))}
            className="text-input"
            value={draft.customer_state ?? ''}
            onChange={(event) =>
              onChange({ customer_state: event.target.value as '' | IndianStateCode })
            }
          >
            <option value="">{t('customer_state_choose')}</option>
            {indianStates.map((state) => (
              <option key={state.code} value={state.code}>
                {i18n.language.startsWith('ta') ? state.tamil : state.english}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <PriceSummary
        services={services.filter((service) => draft.services.includes(service.id))}
        pricing={pricing}
      />
      <div className="form-field">
        <label className="checkbox-field">
          <input
            id="terms_agreed"
            type="checkbox"
            checked={draft.terms_agreed}
            onChange={(event) => onChange({ terms_agreed: event.target.checked })}
            aria-invalid={problems.terms_agreed ? true : undefined}
            aria-describedby={problems.terms_agreed ? 'terms_agreed-error' : undefined}
          />
          <span>
            {t('auth:terms_agree')}{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              {t('auth:terms_link')}
            </Link>
          </span>
        </label>
        {problems.terms_agreed && (
          <FieldError id="terms_agreed-error">{problems.terms_agreed}</FieldError>
        )}
      </div>
      <BookingDeclarations
        draft={draft}
        needs={declarations}
        problems={problems}
        onChange={onChange}
      />
    </>
  );
}
