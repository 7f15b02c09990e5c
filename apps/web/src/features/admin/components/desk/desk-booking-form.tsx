import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  consultationModes,
  indianStates,
  isMarriageService,
  isQuestionService,
  languages,
  type ConsultationMode,
  type DeskBookingReply,
  type DeskPaymentChoice,
  type IndianStateCode,
  type Language,
} from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { useToast } from '../../../../components/toast/toast-context';
import { actionFailure } from '../../../../lib/action-failure';
import { useDeskBooking, useDeskServices, usePaymentLink } from '../../api/desk-calls';
import { serverFieldErrors, type FieldErrors } from '../../form-feedback';
import { ConsultationModeLabel } from '../appointments/consultation-mode';
import { LoadState } from '../shared/load-state';
import { TextField } from '../shared/text-field';
import { birthDetailsOf, DeskPersonFields, type Draft } from './desk-person-fields';
import { DeskTimeChoice, type TimeChoice } from './desk-time-choice';
import { DeskDeclarations, type DeskDeclarationChoice } from './desk-declarations';

/**
 * "Book for a caller" (decision 0062): the caller's mobile number and the
 * language they hear in, the services and how they consult, the birth details (the bridegroom's
 * for Marriage Porutham), cash at the office or a pay link, and a time for a consultation at the
 * office paid in cash there. The server checks it by the customer's booking rules.
 */
export function DeskBookingForm({
  language,
  onBooked,
}: {
  language: Language;
  onBooked: (reply: DeskBookingReply, linkSent: boolean) => void;
}) {
  const { t } = useTranslation(['admin', 'booking']);
  const toast = useToast();
  const services = useDeskServices(language);
  const booking = useDeskBooking(language);
  const paymentLink = usePaymentLink(language);
  const [mobile, setMobile] = useState('');
  const [callerLanguage, setCallerLanguage] = useState<Language>(language);
  // Their state in India: the place of supply on their receipt (CGST and SGST at home, IGST elsewhere; decision 0067).
  const [state, setState] = useState<IndianStateCode | ''>('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [mode, setMode] = useState<ConsultationMode | ''>('');
  const [draft, setDraft] = useState<Draft>({});
  const [payment, setPayment] = useState<DeskPaymentChoice>('cash');
  const [time, setTime] = useState<TimeChoice>({ date: '', slotId: '', astrologerId: '' });
  const [terms, setTerms] = useState(false);
  const [declared, setDeclared] = useState<DeskDeclarationChoice>({
    guardian_declaration: false,
    other_person_agreed: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const list = services.data ?? [];
  const picked = list.filter((service) => chosen.includes(service.id));
  const marriage = picked.some((service) => isMarriageService(service));
  const questionsOnly = picked.length > 0 && picked.every((service) => isQuestionService(service));
  const offered = consultationModes.filter(
    (one) =>
      picked.length > 0 && picked.every((service) => service.consultation_modes.includes(one)),
  );
  const timeAllowed = mode === 'in_person' && payment === 'cash' && picked.length > 0;
  const toggle = (id: number, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((one) => one !== id)));
    setMode('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      mobile_number: mobile,
      language: callerLanguage,
      payment,
      services: chosen,
      ...(state ? { customer_state: state } : {}),
      ...(mode ? { consultation_mode: mode } : {}),
      ...birthDetailsOf(draft, marriage),
      ...(draft.reason_for_visit?.trim()
        ? { reason_for_visit: draft.reason_for_visit.trim() }
        : {}),
      terms_agreed: terms,
      // Only what the caller confirmed: the server asks for what the booking needs (decision 0100).
      ...Object.fromEntries(Object.entries(declared).filter(([, ticked]) => ticked)),
      ...(timeAllowed && time.date && time.slotId
        ? {
            date: time.date,
            slot_id: Number(time.slotId),
            ...(time.astrologerId ? { astrologer_id: Number(time.astrologerId) } : {}),
          }
        : {}),
    };
    setErrors({});
    booking.mutateAsync(body).then(
      async (reply) => {
        const linkSent =
          payment === 'link'
            ? await paymentLink.mutateAsync(reply.appointment.id).then(
                () => true,
                () => false,
              )
            : false;
        onBooked(reply, linkSent);
      },
      (error: Error) => {
        setErrors(serverFieldErrors(error));
        toast.show('error', actionFailure(error, t, error.message) ?? error.message);
      },
    );
  };

  return (
    <form
      className="admin-stack desk-booking"
      onSubmit={submit}
      noValidate
      aria-labelledby="desk-booking-title"
    >
      <section className="admin-panel" aria-labelledby="desk-caller-title">
        <h2 id="desk-caller-title" className="admin-panel__title">
          {t('desk_caller_title')}
        </h2>
        <div className="admin-panel__fields admin-panel__fields--top">
          <TextField
            id="desk-mobile"
            label={t('desk_mobile')}
            type="tel"
            value={mobile}
            onChange={setMobile}
            error={errors.mobile_number}
            hint={t('desk_mobile_hint')}
            maxLength={20}
          />
          <FormField id="desk-language" label={t('desk_language')} hint={t('desk_language_hint')}>
            <select
              {...describedBy('desk-language', undefined, t('desk_language_hint'))}
              className="text-input"
              value={callerLanguage}
              onChange={(event) => setCallerLanguage(event.target.value as Language)}
            >
              {languages.map((one) => (
                <option key={one} value={one}>
                  {t(`desk_language_${one}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="desk-state"
            label={t('desk_state')}
            hint={t('desk_state_hint')}
            error={errors.customer_state}
          >
            <select
              {...describedBy('desk-state', errors.customer_state, t('desk_state_hint'))}
              className="text-input"
              value={state}
              onChange={(event) => setState(event.target.value as IndianStateCode | '')}
            >
              <option value="">{t('desk_state_choose')}</option>
              {indianStates.map((one) => (
                <option key={one.code} value={one.code}>
                  {language === 'tamil' ? one.tamil : one.english}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </section>

      <section className="admin-panel" aria-labelledby="desk-services-title">
        <h2 id="desk-services-title" className="admin-panel__title">
          {t('booking:services_title')}
        </h2>
        <LoadState query={services} />
        <div className="admin-modes__choices" role="group" aria-labelledby="desk-services-title">
          {list.map((service) => (
            <label key={service.id} className="admin-check">
              <input
                type="checkbox"
                checked={chosen.includes(service.id)}
                onChange={(event) => toggle(service.id, event.target.checked)}
              />
              <span>
                {service.name} · {service.formatted_price}
              </span>
            </label>
          ))}
        </div>
        {errors.services && (
          <p className="form-field__error" role="alert">
            {errors.services}
          </p>
        )}
        {picked.length > 0 && (
          <fieldset className="admin-modes">
            <legend className="field-label">{t('consultation_mode')}</legend>
            <div className="admin-modes__choices">
              {offered.map((one) => (
                <label key={one} className="admin-check">
                  <input
                    type="radio"
                    name="desk-mode"
                    checked={mode === one}
                    onChange={() => setMode(one)}
                  />
                  <ConsultationModeLabel mode={one} />
                </label>
              ))}
            </div>
            {errors.consultation_mode && (
              <p className="form-field__error" role="alert">
                {errors.consultation_mode}
              </p>
            )}
          </fieldset>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="desk-person-title">
        <h2 id="desk-person-title" className="admin-panel__title">
          {marriage ? t('booking:bride_title') : t('booking:person_title')}
        </h2>
        <DeskPersonFields
          prefix=""
          idBase="desk"
          draft={draft}
          errors={errors}
          onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
          askGender={!marriage}
          birthTimeOptional={questionsOnly}
          language={language}
        />
        {marriage && (
          <>
            <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
            <DeskPersonFields
              prefix="bridegroom_"
              idBase="desk"
              draft={draft}
              errors={errors}
              onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
              askGender={false}
              language={language}
            />
          </>
        )}
        <TextField
          id="desk-reason"
          label={`${t('booking:reason')} ${t('booking:optional')}`}
          multiline
          value={draft.reason_for_visit ?? ''}
          onChange={(value) => setDraft((current) => ({ ...current, reason_for_visit: value }))}
          error={errors.reason_for_visit}
          maxLength={1000}
        />
      </section>

      <section className="admin-panel" aria-labelledby="desk-payment-title">
        <h2 id="desk-payment-title" className="admin-panel__title">
          {t('desk_payment_title')}
        </h2>
        <div
          className="admin-modes__choices"
          role="radiogroup"
          aria-labelledby="desk-payment-title"
        >
          {(['cash', 'link'] as const).map((one) => (
            <label key={one} className="admin-check">
              <input
                type="radio"
                name="desk-payment"
                checked={payment === one}
                onChange={() => setPayment(one)}
              />
              <span>{t(`desk_payment_${one}`)}</span>
            </label>
          ))}
        </div>
        <p className="field-note">
          {t(payment === 'cash' ? 'desk_payment_cash_hint' : 'desk_payment_link_hint')}
        </p>
        {timeAllowed ? (
          <DeskTimeChoice
            choice={time}
            onChange={setTime}
            services={picked.map((service) => service.key)}
            errors={errors}
            language={language}
          />
        ) : (
          <p className="field-note">{t('desk_time_later')}</p>
        )}
      </section>

      <section className="admin-panel">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={terms}
            aria-invalid={errors.terms_agreed ? true : undefined}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <span>{t('desk_terms')}</span>
        </label>
        {errors.terms_agreed && (
          <p className="form-field__error" role="alert">
            {errors.terms_agreed}
          </p>
        )}
        <DeskDeclarations
          draft={draft}
          marriage={marriage}
          choice={declared}
          errors={errors}
          onChange={setDeclared}
        />
        <div className="admin-panel__buttons">
          <button
            type="submit"
            className="button button--primary"
            disabled={booking.isPending || paymentLink.isPending}
          >
            {booking.isPending ? t('desk_booking') : t('desk_book')}
          </button>
        </div>
      </section>
    </form>
  );
}
