import { describe, expect, it } from 'vitest';
import {
  appointmentStatuses,
  auditActions,
  paymentStatuses,
  uiSettingKeys,
} from '@portal/contracts';
import { allBuiltInResources } from '../lib/i18n';
import '../lib/portal-words';

const resources = await allBuiltInResources();
const english = resources.en as Record<string, Record<string, string>>;
const tamil = resources.ta as Record<string, Record<string, string>>;

/** Tamil values that may stay in Latin script: brand names and the language's own name. */
const latinAllowed = new Set([
  'language_english',
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_whatsapp',
  'social_telegram',
]);

describe('built-in dictionaries', () => {
  it('have the same namespaces and keys in English and Tamil', () => {
    expect(Object.keys(tamil).sort()).toEqual(Object.keys(english).sort());
    for (const namespace of Object.keys(english)) {
      expect(Object.keys(tamil[namespace] ?? {}).sort(), namespace).toEqual(
        Object.keys(english[namespace] ?? {}).sort(),
      );
    }
  });

  it('have text for every key, and Tamil text in Tamil script', () => {
    for (const [namespace, entries] of Object.entries(tamil)) {
      for (const [key, value] of Object.entries(entries)) {
        expect(english[namespace]?.[key]?.trim(), `${namespace}:${key} in English`).toBeTruthy();
        // Numbers and punctuation alone (a placeholder number) need no script.
        if (!latinAllowed.has(key) && /[A-Za-z]/.test(value)) {
          expect(value, `${namespace}:${key} in Tamil`).toMatch(/[\u0B80-\u0BFF]/);
        }
      }
    }
  });

  it('name every office action, UI setting and status the console shows', () => {
    const keys = [
      ...auditActions.map((action) => `admin:action_${action.replaceAll('.', '_')}`),
      ...uiSettingKeys.map((key) => `admin:setting_${key}`),
      ...appointmentStatuses.map((status) => `appointments:status_${status}`),
      ...paymentStatuses.map((status) => `appointments:payment_${status}`),
    ];
    for (const dictionary of [english, tamil]) {
      for (const key of keys) {
        const [namespace = '', name = ''] = key.split(':');
        expect(dictionary[namespace]?.[name], key).toBeTruthy();
      }
    }
  });
});
