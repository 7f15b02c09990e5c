import { useId } from 'react';
import { useTranslation } from '../lib/translation/use-translation';
import {
  nakshatraName,
  rasiName,
  type Appointment,
  type AppointmentFile,
  type Language,
} from '@portal/contracts';
import { apiDownload, saveBlob } from '../lib/api-client';
import { birthTimeText } from '../lib/birth-time-text';
import { formatCalendarDate } from '../lib/date-format';
import { DetailRow } from './detail-row';
import { useToast } from './toast/toast-context';

/*
 * What the customer gave at booking, as the customer's details modal and the office's appointment
 * screen both show it: the person's birth details (rows of a details list), the bridegroom's, and
 * the horoscope files (each read through its own `url`: the customer's or the office's address).
 */

const dash = '-';
const optional = (value: string | null) => value || dash;

/** The person's rows, for a `<dl className="details-list">` the caller opens. */
export function PersonDetailRows({
  appointment,
  language,
}: {
  appointment: Appointment;
  language: Language;
}) {
  const { t } = useTranslation(['appointments', 'booking']);
  return (
    <>
      <DetailRow label={t('booking:name')}>{appointment.name}</DetailRow>
      <DetailRow label={t('booking:gender')}>{t(`booking:gender_${appointment.gender}`)}</DetailRow>
      <DetailRow label={t('booking:date_of_birth')}>
        {formatCalendarDate(appointment.date_of_birth, language)}
      </DetailRow>
      <DetailRow label={t('booking:birth_time')}>
        {birthTimeText(t, appointment.birth_time_type, appointment.birth_time, language)}
      </DetailRow>
      <DetailRow label={t('booking:birth_place')}>{appointment.birth_place}</DetailRow>
      <StarRows appointment={appointment} language={language} />
      <DetailRow label={t('booking:current_location')}>{appointment.current_location}</DetailRow>
      <DetailRow label={t('country')}>
        {t(`booking:country_${appointment.country.code}`, {
          defaultValue: appointment.country.name,
        })}
      </DetailRow>
      <DetailRow label={t('booking:father_name')}>{optional(appointment.father_name)}</DetailRow>
      <DetailRow label={t('booking:mother_name')}>{optional(appointment.mother_name)}</DetailRow>
      <DetailRow label={t('booking:work_details')}>{optional(appointment.work_details)}</DetailRow>
      <DetailRow label={t('booking:reason')}>{optional(appointment.reason_for_visit)}</DetailRow>
    </>
  );
}

/** The person's natchathiram, rasi and lagna read from the birth details; nothing when no chart could be cast. */
function StarRows({ appointment, language }: { appointment: Appointment; language: Language }) {
  const { t } = useTranslation('booking');
  const astrology = appointment.astrology;
  if (!astrology) return null;
  const name = (names: { english: string; tamil: string }) =>
    language === 'tamil' ? names.tamil : names.english;
  const stars = astrology.nakshatra_range
    .map((star) => name(nakshatraName(star)))
    .join(t('astro_star_or'));
  return (
    <>
      <DetailRow label={t('astro_star')}>
        {astrology.pada && astrology.nakshatra_range.length === 1
          ? t('astro_star_pada', { star: stars, pada: astrology.pada })
          : stars}
      </DetailRow>
      <DetailRow label={t('astro_rasi')}>{name(rasiName(astrology.rasi))}</DetailRow>
      <DetailRow label={t('astro_lagna')}>
        {astrology.lagna ? name(rasiName(astrology.lagna)) : t('astro_lagna_needs_time')}
      </DetailRow>
    </>
  );
}

/** The bridegroom's details of a Marriage Porutham booking; nothing for other bookings. */
export function BridegroomDetails({
  appointment,
  language,
}: {
  appointment: Appointment;
  language: Language;
}) {
  const { t } = useTranslation(['appointments', 'booking']);
  if (!appointment.bridegroom_name) return null;
  return (
    <>
      <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
      <dl className="details-list">
        <DetailRow label={t('booking:name')}>{appointment.bridegroom_name}</DetailRow>
        <DetailRow label={t('booking:gender')}>{t('booking:gender_male')}</DetailRow>
        <DetailRow label={t('booking:date_of_birth')}>
          {appointment.bridegroom_date_of_birth
            ? formatCalendarDate(appointment.bridegroom_date_of_birth, language)
            : dash}
        </DetailRow>
        <DetailRow label={t('booking:birth_time')}>
          {birthTimeText(
            t,
            appointment.bridegroom_birth_time_type,
            appointment.bridegroom_birth_time,
            language,
          )}
        </DetailRow>
        <DetailRow label={t('booking:birth_place')}>
          {optional(appointment.bridegroom_birth_place)}
        </DetailRow>
        <DetailRow label={t('booking:current_location')}>
          {optional(appointment.bridegroom_current_location)}
        </DetailRow>
      </dl>
    </>
  );
}

async function downloadFile(file: AppointmentFile): Promise<void> {
  saveBlob(await apiDownload(file.url), file.file_name);
}

/** A file as listed; the office's carry whether a PDF holds scripts or automatic actions. */
type ListedFile = AppointmentFile & { active_content?: boolean };

/**
 * The horoscope files, each downloadable under its own name. A PDF with active content (the
 * office's view only) carries a warning, which its download button names as its description.
 */
export function HoroscopeFiles({ files }: { files: ListedFile[] }) {
  const { t } = useTranslation('appointments');
  const toast = useToast();
  const warningId = useId();
  return (
    <>
      <h3 className="details-heading">{t('files')}</h3>
      {files.length === 0 ? (
        <p>{t('no_files')}</p>
      ) : (
        <ul className="file-list">
          {files.map((file) => (
            <li
              key={file.id}
              className={
                file.active_content ? 'file-list__item file-list__item--warning' : 'file-list__item'
              }
            >
              <span className="file-list__name">{file.file_name}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-describedby={file.active_content ? `${warningId}-${file.id}` : undefined}
                onClick={() =>
                  void downloadFile(file).catch(() => toast.show('error', t('file_failed')))
                }
              >
                {t('download')}
                <span className="visually-hidden"> {file.file_name}</span>
              </button>
              {file.active_content && (
                <p className="file-list__warning" id={`${warningId}-${file.id}`}>
                  <strong>{t('file_active_title')}</strong> {t('file_active_content')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
