import { useId, useRef } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useTranslation } from '../../../lib/translation/use-translation';
import { MAX_BOOKING_FILES } from '@portal/contracts';

interface HoroscopeFilesProps {
  files: readonly File[];
  error?: string | undefined;
  onChoose: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Optional Jathagam uploads: chosen, checked, listed and removable before the booking is sent. */
export function HoroscopeFiles({ files, error, onChoose, onRemove }: HoroscopeFilesProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= MAX_BOOKING_FILES;
  return (
    <fieldset className="horoscope-files">
      <legend className="field-label">
        {t('files_title')} <span className="field-optional">{t('optional')}</span>
      </legend>
      <p id={`${id}-hint`} className="field-note">
        {t('files_hint')}
      </p>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={full}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
      <label
        htmlFor={id}
        className={`button button--light button--small${full ? ' button--disabled' : ''}`}
        aria-disabled={full}
      >
        {t('files_choose')}
      </label>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="file-list__item">
              <span className="file-list__name">{file.name}</span>
              <span className="file-list__size">{sizeText(file.size)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('file_remove', { name: file.name })}
                onClick={() => onRemove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
