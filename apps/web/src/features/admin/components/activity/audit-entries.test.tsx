import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditActions, type AuditEntry } from '@portal/contracts';
import { adminDictionaries } from '../../../../locales/admin-dictionaries';
import { renderInConsole } from '../../testing/render-in-console';
import { AuditEntries } from './audit-entries';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: null,
  action: 'refund.automatic',
  entity_type: 'appointment',
  entity_id: '41',
  before: null,
  after: { status: 'processed' },
  created_at: '2030-03-01T18:45:00.000Z',
  appointment: { id: 41, number: 'AST-2030-0012' },
  amount: null,
  subject_name: null,
  changes: [],
  other_fields: [],
  ...overrides,
});
const priya = { id: 3, name: 'Priya', mobile_number: '+919800077099', role: 'admin' as const };
const cashPaid = entry({
  id: 2,
  actor: priya,
  action: 'appointment.mark_cash_paid',
  amount: '1500.00',
  before: { status: 'pending', payment_status: 'pending' },
  after: { status: 'paid', payment_status: 'paid', cash_payment_id: 7 },
  changes: [
    { field: 'status', kind: 'text', before: 'pending', after: 'paid' },
    { field: 'payment_status', kind: 'text', before: 'pending', after: 'paid' },
  ],
});

describe('the activity log', () => {
  it('says who did what to which appointment, when and for how much, with a link', async () => {
    await renderInConsole(<AuditEntries entries={[cashPaid]} language="english" />);
    const item = screen.getByRole('listitem');
    expect(item.querySelector('.admin-audit__sentence')?.textContent).toBe(
      'Priya marked appointment AST-2030-0012 as paid in cash, ₹1,500.00.',
    );
    expect(within(item).getByRole('link', { name: 'AST-2030-0012' }).getAttribute('href')).toBe(
      '/admin/appointments/41',
    );
    // 18:45 UTC is 00:15 the next day in India.
    expect(within(item).getByText('2 Mar 2030, 12:15 am')).toBeTruthy();
    const rows = within(item)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DetailBeforeAfter', 'StatusPendingPaid', 'PaymentPendingPaid']);
    // Everything is in the table: no stored record to read.
    expect(item.textContent).not.toContain('cash_payment_id');
    expect(within(item).queryByText('Technical details')).toBeNull();
  });

  it('shows money, times and days in words, the system by name, odd shapes folded', async () => {
    const entries = [
      entry({
        id: 3,
        action: 'appointment.cancel',
        actor: priya,
        amount: '1350.50',
        changes: [
          { field: 'refund.amount', kind: 'money', before: null, after: '1350.50' },
          {
            field: 'scheduled_datetime',
            kind: 'moment',
            before: '2030-03-02T04:30:00.000Z',
            after: null,
          },
        ],
      }),
      entry({ id: 4, amount: '99.00' }),
      entry({
        id: 5,
        actor: priya,
        action: 'blocked_day.add',
        entity_type: 'blocked_day',
        entity_id: '2030-03-09',
        appointment: null,
        changes: [{ field: 'day', kind: 'date', before: null, after: '2030-03-09' }],
      }),
      entry({
        id: 6,
        actor: priya,
        action: 'schedule.update',
        entity_type: 'schedule',
        entity_id: 'weekly',
        appointment: null,
        before: { weekly_hours: [] },
        after: { weekly_hours: [{ weekday: 1 }] },
        other_fields: ['weekly_hours'],
      }),
    ];
    await renderInConsole(<AuditEntries entries={entries} language="english" />);
    const [cancelled, refunded, closed, hours] = screen.getAllByRole('listitem');
    expect(cancelled?.textContent).toContain(
      'Priya cancelled appointment AST-2030-0012; refund ₹1,350.50.',
    );
    expect(within(cancelled!).getByRole('row', { name: /Refund/ }).textContent).toBe(
      'Refund—₹1,350.50',
    );
    expect(within(cancelled!).getByRole('row', { name: /Time/ }).textContent).toBe(
      'Time2 Mar 2030, 10:00 am—',
    );
    expect(refunded?.textContent).toContain(
      'The system automatically refunded ₹99.00 for appointment AST-2030-0012.',
    );
    expect(closed?.textContent).toContain('Priya closed 9 March 2030.');
    expect(within(closed!).queryByRole('link')).toBeNull();
    expect(hours?.textContent).toContain('Priya changed the weekly hours.');
    expect(hours?.textContent).toContain('Also changed: Weekly hours.');
    expect(within(hours!).getByText('Technical details').closest('details')?.open).toBe(false);
  });

  it('has a sentence for every action, in English and Tamil', () => {
    for (const language of ['en', 'ta'] as const) {
      const words = adminDictionaries[language].admin!;
      for (const action of auditActions)
        expect(
          words[`audit_line_${action.replaceAll('.', '_')}`] ?? '',
          `${language} ${action}`,
        ).toMatch(/\{\{who\}\}/);
    }
  });

  it('in Tamil too', async () => {
    await renderInConsole(
      <AuditEntries
        entries={[cashPaid, entry({ id: 5, action: 'appointment.no_show' })]}
        language="tamil"
      />,
      'tamil',
    );
    const [paid, absent] = screen.getAllByRole('listitem');
    expect(paid?.querySelector('.admin-audit__sentence')?.textContent).toBe(
      'Priya சந்திப்பு AST-2030-0012 ரொக்கமாகச் செலுத்தப்பட்டது எனக் குறித்தார், ₹1,500.00.',
    );
    expect(within(paid!).getByRole('row', { name: /^நிலை/ }).textContent).toBe(
      'நிலைநிலுவையில்செலுத்தப்பட்டது',
    );
    expect(absent?.textContent).toContain(
      'அமைப்பு சந்திப்பு AST-2030-0012-க்கு வாடிக்கையாளர் வரவில்லை எனக் குறித்தார்.',
    );
  });
});
