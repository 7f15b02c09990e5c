import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditActionGroups, auditActions } from '@portal/contracts';
import { auditLogPath, noAuditFilters, type AuditFilterValues } from '../../api/audit-calls';
import { renderInConsole } from '../../testing/render-in-console';
import { auditFiltersOf, auditSearchOf } from './audit-filter-params';
import { AuditFilters } from './audit-filters';

const actors = [
  { id: 3, name: 'Priya', mobile_number: '+919800077099', role: 'admin' as const },
  { id: 4, name: null, mobile_number: '+919800077100', role: 'desk' as const },
];

describe('the activity filters', () => {
  it('offer who (anyone, the system, each person), what (groups and actions) and when', async () => {
    const onChange = vi.fn<(patch: Partial<AuditFilterValues>) => void>();
    await renderInConsole(
      <AuditFilters values={noAuditFilters} actors={actors} onChange={onChange} />,
    );
    const who = screen.getByLabelText<HTMLSelectElement>('Who');
    expect([...who.options].map((option) => option.text)).toEqual([
      'Anyone',
      'The system',
      'Priya',
      '+91 98000 77100',
    ]);
    fireEvent.change(who, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ actor: 3 });
    fireEvent.change(who, { target: { value: 'system' } });
    expect(onChange).toHaveBeenLastCalledWith({ actor: 'system' });
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'group:money' } });
    expect(onChange).toHaveBeenLastCalledWith({ what: { group: 'money' } });
    fireEvent.change(screen.getByLabelText('What'), {
      target: { value: 'action:refund.handed_over' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ what: { action: 'refund.handed_over' } });
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2030-03-02' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2030-03-02' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('clear in one go, in Tamil too', async () => {
    const onChange = vi.fn<(patch: Partial<AuditFilterValues>) => void>();
    await renderInConsole(
      <AuditFilters
        values={{
          actor: 'system',
          what: { group: 'schedule' },
          from: '2030-03-01',
          to: '2030-03-02',
        }}
        actors={actors}
        onChange={onChange}
      />,
      'tamil',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('யார்').value).toBe('system');
    expect(screen.getByLabelText<HTMLSelectElement>('என்ன').value).toBe('group:schedule');
    fireEvent.click(screen.getByRole('button', { name: 'வடிகட்டிகளை நீக்கு' }));
    expect(onChange).toHaveBeenLastCalledWith(noAuditFilters);
  });

  it('group every action somewhere', () => {
    const grouped = new Set<string>(Object.values(auditActionGroups).flat());
    expect(auditActions.filter((action) => !grouped.has(action))).toEqual([]);
  });

  it('live in the address; a new filter starts again at page 1 and asks the API', () => {
    const filters: AuditFilterValues = {
      actor: 3,
      what: { action: 'appointment.cancel' },
      from: '2030-03-01',
      to: '',
    };
    expect(auditSearchOf(filters, 4).toString()).toBe(
      'who=3&action=appointment.cancel&from=2030-03-01&page=4',
    );
    expect(auditSearchOf({ ...filters, actor: 'system' }).toString()).toBe(
      'who=system&action=appointment.cancel&from=2030-03-01',
    );
    expect(
      auditFiltersOf(new URLSearchParams('who=3&action=appointment.cancel&from=2030-03-01&page=4')),
    ).toEqual({ filters, page: 4 });
    expect(
      auditFiltersOf(new URLSearchParams('who=x&action=drop.table&group=nope&from=soon&page=-2')),
    ).toEqual({ filters: noAuditFilters, page: 1 });
    expect(auditLogPath(filters, 2)).toBe(
      '/api/admin/audit-log?page=2&page_size=30&actor=3&action=appointment.cancel&from=2030-03-01',
    );
  });
});
