import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contracts';
import { renderInConsole } from '../../testing/render-in-console';
import { AuditEntries } from './audit-entries';

const priya = { id: 3, name: 'Priya', mobile_number: '+919800077099', role: 'admin' as const };
const meenakshi = { english: 'Meenakshi Sundaram', tamil: 'மீனாட்சி சுந்தரம்' };
const entry = (id: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id,
  actor: priya,
  action: 'astrologer.add',
  entity_type: 'astrologer',
  entity_id: '2',
  before: null,
  after: null,
  created_at: '2030-03-01T06:45:00.000Z',
  appointment: null,
  amount: null,
  subject_name: meenakshi,
  changes: [],
  other_fields: [],
  ...overrides,
});

const entries = [
  entry(1, {}),
  entry(2, { action: 'astrologer.update' }),
  entry(3, { action: 'astrologer.hours_update', other_fields: ['weekly_hours'] }),
  entry(4, { action: 'blocked_day.add', entity_type: 'blocked_day', entity_id: '2030-03-09' }),
  entry(5, {
    action: 'blocked_day.add',
    entity_type: 'blocked_day',
    entity_id: '2030-03-10',
    subject_name: null,
  }),
  entry(6, {
    action: 'blocked_slot.remove',
    entity_type: 'blocked_slot',
    entity_id: '2030-03-11 10:30',
  }),
];
const sentences = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.admin-audit__sentence')?.textContent);

describe('the activity log of the team', () => {
  it('names the astrologer of an entry, and whose a closed day or blocked slot was', async () => {
    await renderInConsole(<AuditEntries entries={entries} language="english" />);
    expect(sentences()).toEqual([
      'Priya added the astrologer “Meenakshi Sundaram”.',
      'Priya changed the astrologer “Meenakshi Sundaram”.',
      'Priya changed the weekly hours of Meenakshi Sundaram.',
      'Priya closed 9 March 2030 for Meenakshi Sundaram.',
      'Priya closed 10 March 2030.',
      'Priya unblocked the 10:30 am slot on 11 March 2030 for Meenakshi Sundaram.',
    ]);
  });

  it('in Tamil, with the Tamil name', async () => {
    await renderInConsole(<AuditEntries entries={entries.slice(2, 4)} language="tamil" />, 'tamil');
    const [hours, closed] = sentences();
    expect(hours).toBe('Priya மீனாட்சி சுந்தரம் அவர்களின் வாராந்திர நேரத்தை மாற்றினார்.');
    expect(closed).toContain('மீனாட்சி சுந்தரம் அவர்களுக்கு');
  });
});
