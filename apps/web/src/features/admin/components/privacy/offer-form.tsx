import { useState, type FormEvent } from 'react';
import { offerRequestSchema, type Language, type OfferReply } from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useSendOffer } from '../../api/privacy-notice-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/**
 * An offer's words in both languages (decision 0100): sent only to the customers who agreed to
 * offers, by their channels; says how many it goes to.
 */
export function OfferForm({ language }: { language: Language }) {
  const { t } = useTranslation('privacy-admin');
  const send = useSendOffer(language);
  const { errors, save } = useCheckedSave('privacy-admin:offer_queued');
  const [english, setEnglish] = useState('');
  const [tamil, setTamil] = useState('');
  const [sent, setSent] = useState<OfferReply | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    void save(offerRequestSchema, { text_english: english, text_tamil: tamil }, (checked) =>
      send.mutateAsync(checked).then((reply) => {
        setSent(reply);
        setEnglish('');
        setTamil('');
      }),
    );
  };

  return (
    <form
      className="admin-panel offer-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="offer-form-title"
    >
      <h2 id="offer-form-title" className="admin-panel__title">
        {t('offer_title')}
      </h2>
      <p className="field-note">{t('offer_lead')}</p>
      <TextField
        id="offer-english"
        label={t('offer_english')}
        value={english}
        error={errors.text_english}
        lang="en"
        multiline
        maxLength={600}
        onChange={setEnglish}
      />
      <TextField
        id="offer-tamil"
        label={t('offer_tamil')}
        value={tamil}
        error={errors.text_tamil}
        lang="ta"
        multiline
        maxLength={600}
        onChange={setTamil}
      />
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('offer_sending') : t('offer_send')}
        </button>
      </div>
      <p role="status" className="field-note">
        {sent ? t('offer_sent', { count: sent.customers }) : ''}
      </p>
    </form>
  );
}
