import { FormField, describedBy } from '../../../../components/form/form-field';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'url' | 'tel';
  inputMode?: 'decimal' | 'numeric' | 'text';
  lang?: 'en' | 'ta';
  maxLength?: number;
}

/** A labelled text input (or text area) of the office's forms, with its hint and error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = 'text',
  inputMode,
  lang,
  maxLength,
}: TextFieldProps) {
  const aria = describedBy(id, error, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {multiline ? (
        <textarea
          {...aria}
          className="text-input text-area"
          lang={lang}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...aria}
          className="text-input"
          type={type}
          inputMode={inputMode}
          lang={lang}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
