import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contracts';
import { renderInConsole } from '../../testing/render-in-console';
import { AuditEntries } from './audit-entries';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({ id: 1, actor: null, action: 'refund.automatic', entity_type: 'appointment', entity_id: '41', before: null, after: { status: 'processed' }, created_at: '2030-03-02T06:00:00.000Z', ...overrides });

describe('the activity log', () => {
  it('names what the system did by itself, and who did the rest', async () => {
    const entries = [entry({ id: 1 }), entry({ id: 2, action: 'refund.handed_over', actor: { id: 3, name: null, mobile_number: '+919800077099' } })];
    await renderInConsole(<AuditEntries entries={entries} language="english" />);
    expect(screen.getByText('Refunded automatically')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getByText('Cash refund handed over')).toBeTruthy();
    expect(screen.getByText('+91 98000 77099')).toBeTruthy();
  });

  it('in Tamil too', async () => {
    await renderInConsole(<AuditEntries entries={[entry({ action: 'appointment.no_show' })]} language="tamil" />, 'tamil');
    expect(screen.getByText('அமைப்பு')).toBeTruthy();
    expect(screen.getByText('வரவில்லை எனக் குறிக்கப்பட்டது')).toBeTruthy();
  });
});
