import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contracts';
import { renderInConsole } from '../../testing/render-in-console';
import { AuditEntries } from './audit-entries';

// Every change in the activity log says who made it, with their number and office role.
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { id: 3, name: 'Meena', mobile_number: '+919840400001', role: 'admin' },
  action: 'staff.grant',
  entity_type: 'user',
  entity_id: '9',
  before: null,
  after: { role: 'astrologer', astrologer: 'Meenakshi Sundaram', mobile_number: '+919840400003' },
  created_at: '2030-03-01T06:00:00.000Z',
  appointment: null,
  amount: null,
  subject_name: { english: 'Lakshmi (+91 98404 00003)', tamil: 'Lakshmi (+91 98404 00003)' },
  changes: [
    { field: 'role', kind: 'text', before: null, after: 'astrologer' },
    { field: 'astrologer', kind: 'text', before: null, after: 'Meenakshi Sundaram' },
  ],
  other_fields: [],
  ...overrides,
});

describe('the activity log of roles', () => {
  it('says who gave whom which role, by name, number and role, with the role in words', async () => {
    await renderInConsole(<AuditEntries entries={[entry({})]} language="english" />);
    const item = screen.getByRole('listitem');
    expect(item.querySelector('.admin-audit__sentence')?.textContent).toBe(
      'Meena gave Lakshmi (+91 98404 00003) the role “Astrologer”.',
    );
    expect(item.querySelector('.admin-audit__by')?.textContent).toBe(
      ' · By Meena, +91 98404 00001 (Administrator)',
    );
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DetailBeforeAfter',
      'Role—Astrologer',
      'Astrologer—Meenakshi Sundaram',
    ]);
  });

  it("names the astrologer's, the desk's and the command line's changes by role, in Tamil", async () => {
    const revokedOnServer = entry({
      id: 2,
      actor: null,
      action: 'staff.revoke',
      changes: [{ field: 'role', kind: 'text', before: 'desk', after: 'customer' }],
      subject_name: { english: '+91 98404 00002', tamil: '+91 98404 00002' },
    });
    const completed = entry({
      id: 3,
      actor: { id: 7, name: null, mobile_number: '+919840400003', role: 'astrologer' },
      action: 'appointment.complete',
      entity_type: 'appointment',
      entity_id: '41',
      appointment: { id: 41, number: 'AST-2030-0012' },
      subject_name: null,
      changes: [{ field: 'status', kind: 'text', before: 'scheduled', after: 'completed' }],
    });
    await renderInConsole(
      <AuditEntries entries={[revokedOnServer, completed]} language="tamil" />,
      'tamil',
    );
    const [revoke, complete] = screen.getAllByRole('listitem');
    expect(revoke!.querySelector('.admin-audit__sentence')?.textContent).toBe(
      'சர்வரின் கட்டளை வரியிலிருந்து (npm run admin) +91 98404 00002 அவர்களின் “வரவேற்பு மேசை” ' +
        'பொறுப்பு திரும்பப் பெறப்பட்டது.',
    );
    expect(revoke!.querySelector('.admin-audit__by')).toBeNull();
    expect(complete!.querySelector('.admin-audit__by')?.textContent).toBe(
      ' · செய்தவர்: +91 98404 00003 (ஜோதிடர்)',
    );
  });
});
