import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, Language } from '@portal/contracts';
import { adminDictionaries } from '../../../locales/admin-dictionaries';
import { screenDictionaries } from '../../../locales/screen-dictionaries';
import { saveSession } from '../../../lib/session';
import { recordingFetch, renderWithProviders } from '../../../test/render-with-providers';
import AdminActivityScreen from './admin-activity-screen';

afterEach(() => vi.unstubAllGlobals());

const priya = { id: 3, name: 'Priya', mobile_number: '+919800077099', role: 'admin' as const };
const kumar = { id: 4, name: 'Kumar', mobile_number: '+919800077100', role: 'desk' as const };
const meena = {
  id: 70_001,
  name: 'Meena',
  mobile_number: '+919800012345',
  role: 'customer' as const,
};
const entry = (id: number, actor: AuditEntry['actor'], action: string): AuditEntry => ({
  id,
  actor,
  action,
  entity_type: 'appointment',
  entity_id: '41',
  before: null,
  after: null,
  created_at: '2030-03-01T10:45:00.000Z',
  appointment: { id: 41, number: 'AST-2030-0012' },
  amount: null,
  subject_name: null,
  changes: [],
  other_fields: [],
});

/** The activity page at an address, with the log's pages and the office's people answered apart; records each call. */
async function renderActivity(path: string, entries: AuditEntry[], language: Language = 'english') {
  const server = recordingFetch({
    '/api/admin/audit-log': () => ({ body: { success: true, entries, total: entries.length } }),
    '/api/admin/audit-log/actors': () => ({ body: { success: true, actors: [kumar, priya] } }),
    '/api/admin/status': () => ({ body: { success: true, storage: 'ok' } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  saveSession('console-test-token', {
    id: 3,
    name: 'Priya',
    mobile_number: priya.mobile_number,
    role: 'admin',
  });
  await renderWithProviders(<AdminActivityScreen />, {
    path,
    language,
    dictionaries: [screenDictionaries, adminDictionaries],
  });
  return server;
}

const whoOptions = () =>
  within(screen.getByRole('combobox', { name: /who|யார்/i }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the activity page', () => {
  it("asks for the office's people once, apart from the pages, and offers them in the who filter", async () => {
    const server = await renderActivity('/admin/activity', [
      entry(2, priya, 'appointment.complete'),
    ]);
    await waitFor(() => expect(whoOptions()).toHaveLength(4));
    expect(whoOptions().slice(2).join(' ')).toMatch(/Kumar.*Priya/);
    const asked = server.calls
      .filter((call) => call.path.startsWith('/api/admin/audit-log'))
      .map((call) => call.path);
    expect(asked.sort()).toEqual(['/api/admin/audit-log', '/api/admin/audit-log/actors']);
  });

  it('names a filtered-by customer in the who filter from their entries (Tamil)', async () => {
    await renderActivity(
      `/admin/activity?who=${meena.id}`,
      [entry(5, meena, 'appointment.customer_cancel')],
      'tamil',
    );
    await waitFor(() => expect(whoOptions()).toHaveLength(5));
    const who = screen.getByRole<HTMLSelectElement>('combobox', { name: /யார்|who/i });
    expect(who.value).toBe(String(meena.id));
    expect(who.selectedOptions[0]?.textContent).toContain('Meena');
  });
});
