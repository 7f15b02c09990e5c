import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import type { Language, Place } from '@portal/contracts';
import { findPlaces, placeLabel } from '../../lib/places';
import { describedBy } from './form-field';
import './place-combobox.css';

const DEBOUNCE_MS = 250;
const MIN_LETTERS = 2;

interface PlaceComboboxProps {
  id: string;
  language: Language;
  text: string;
  error?: string | undefined;
  hint: string;
  /** Typing clears the chosen place; choosing a suggestion sets the text to its name. */
  onType: (text: string) => void;
  onChoose: (place: Place) => void;
}

/**
 * A birth place with suggestions from the portal's gazetteer as the person types (the ARIA 1.2
 * combobox: arrows move through the list, Enter chooses, Escape closes; a status line says how
 * many places were found). The booking form and the landing page's star tool both use it.
 */
export function PlaceCombobox({
  id,
  language,
  text,
  error,
  hint,
  onType,
  onChoose,
}: PlaceComboboxProps) {
  const { t } = useTranslation('common');
  const [places, setPlaces] = useState<Place[]>([]);
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const wanted = query.trim();
    if (wanted.length < MIN_LETTERS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findPlaces(wanted, language, controller.signal)
        .then((found) => {
          setPlaces(found);
          setSearched(wanted);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);

  const listId = `${id}-list`;
  const shown = open && query.trim().length >= MIN_LETTERS && searched === query.trim();
  const choose = (place: Place) => {
    onChoose(place);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && shown && active >= 0 && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="place-combobox">
      <input
        {...describedBy(id, error, hint, true)}
        className="text-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown && places.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          onType(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('place_suggestions')}
        className="place-combobox__list"
        hidden={!shown || places.length === 0}
      >
        {places.map((place, index) => (
          <li
            key={`${place.display_name}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`place-combobox__option${index === active ? ' place-combobox__option--active' : ''}`}
            // Keeps the focus in the field, so the choice does not first blur and close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {placeLabel(place, language)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {shown
          ? places.length > 0
            ? t('place_count', { count: places.length })
            : t('place_none')
          : ''}
      </p>
    </div>
  );
}
