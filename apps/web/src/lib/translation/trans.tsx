import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate, type TFunction } from './translator';

/** `<name>…</name>` in a text: the part shown through the component of that name. Not nested. */
const TAGGED = /<(\w+)>(.*?)<\/\1>/gs;

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** The elements the text's tags stand for, by tag name; each gets the tagged words as children. */
  components: Record<string, ReactElement>;
}

/**
 * A text with parts shown through elements (a link inside a sentence). The tags are read from the
 * text as written, before its placeholders are filled, so a value is always shown as words.
 */
export function Trans({ t, i18nKey, values = {}, components }: TransProps) {
  const written = t(i18nKey, { ...values, skipInterpolation: true });
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of written.matchAll(TAGGED)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(interpolate(written.slice(from, match.index), values));
    const component = components[name];
    parts.push(
      component
        ? cloneElement(component, { key: parts.length }, interpolate(inner, values))
        : interpolate(whole, values),
    );
    from = match.index + whole.length;
  }
  parts.push(interpolate(written.slice(from), values));
  return <Fragment>{parts}</Fragment>;
}
