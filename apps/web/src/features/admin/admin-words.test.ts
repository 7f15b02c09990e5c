import { describe, expect, it } from 'vitest';
import {
  adminPaymentSchema,
  appointmentStatuses,
  consultationModes,
  refundKinds,
} from '@portal/contracts';
import enAdmin from '../../locales/en/admin.json';
import taAdmin from '../../locales/ta/admin.json';

const words: Record<string, Record<string, string>> = { english: enAdmin, tamil: taAdmin };

describe("the console's words", () => {
  it('name every mode, refund kind and payment state, in both languages', () => {
    const keys = [
      ...consultationModes.map((mode) => `mode_${mode}`),
      ...refundKinds.map((kind) => `refund_kind_${kind}`),
      ...adminPaymentSchema.shape.status.options.map((status) => `pstatus_${status}`),
      'refund_pending',
      'refund_owed',
      'refund_processed',
      'refund_handed_over',
      'refund_failed',
      'status_no_show',
      'audit_system',
    ];
    for (const [language, dictionary] of Object.entries(words)) {
      for (const key of keys) expect(dictionary[key], `${language} ${key}`).toBeTruthy();
    }
    expect(appointmentStatuses).toContain('no_show');
  });

  it('say absent as the glossary does', () => {
    expect(taAdmin.status_no_show).toBe('வரவில்லை');
    expect([taAdmin.mode_in_person, taAdmin.mode_phone, taAdmin.mode_video]).toEqual([
      'அலுவலகத்தில்',
      'தொலைபேசி அழைப்பு',
      'வீடியோ',
    ]);
  });
});
