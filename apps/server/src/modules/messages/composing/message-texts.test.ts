import { languages, messageKinds } from '@portal/contracts';
import { expect, it } from 'vitest';
import {
  dltTemplate,
  fill,
  messageTexts,
  templateVariables,
  whatsappTemplate,
} from './message-texts';

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])));

it('every message exists in English and Tamil, each body using every variable the message has', () => {
  for (const kind of messageKinds) {
    const english = messageTexts[kind].english;
    const all = placeholders(`${english.subject} ${english.body}`);
    for (const language of languages) {
      const text = messageTexts[kind][language];
      expect(placeholders(text.body), `${kind} ${language}`).toEqual(all);
      expect(
        [...placeholders(text.subject)].every((index) => all.has(index)),
        `${kind} ${language} subject`,
      ).toBe(true);
    }
  }
});

it('gives the registered templates their values in the order their placeholders appear', () => {
  const body = messageTexts.booking_created.english.body;
  const values = ['AST-1', 'Meena', 'Jathagam', '₹500.00', 'https://x/payment/1'];
  expect(templateVariables(body, values)).toEqual([
    'Meena',
    'AST-1',
    'Jathagam',
    '₹500.00',
    'https://x/payment/1',
  ]);
  const whatsapp = whatsappTemplate('booking_created', 'english');
  expect(whatsapp).toContain('Thank you, {{1}}. Your booking {{2}}');
  // Filling the registered forms in order gives the same words as the message.
  let position = 0;
  expect(whatsapp.replace(/\{\{\d+\}\}/g, () => templateVariables(body, values)[position++]!)).toBe(
    fill(body, values),
  );
  expect(dltTemplate('booking_created', 'tamil').match(/\{#var#\}/g)).toHaveLength(5);
});
