import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeRole } from '@portal/contracts';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AdminNav } from './admin-nav';

afterEach(() => vi.unstubAllGlobals());

async function linksFor(role: OfficeRole) {
  const server = recordingFetch({
    '/api/admin/messages': () => ({
      body: { success: true, messages: [], total: 0, page: 1, page_size: 1 },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  await renderInConsole(<AdminNav />, 'english', { role });
  return { links: screen.getAllByRole('link').map((link) => link.textContent), server };
}

describe("the console's sections", () => {
  it('shows an administrator everything, team access included', async () => {
    expect((await linksFor('admin')).links).toEqual([
      'Consultations',
      'Book for a caller',
      'Customers',
      'Schedule',
      'Cash',
      'Astrologers',
      'Services and prices',
      'Content',
      'Messages',
      'Activity',
      'Team access',
      'Figures',
      'Exports',
      'Requests',
      'Who looked',
      'Privacy settings',
      'Privacy notice',
      'Sign-in security',
    ]);
  });

  it('shows the desk the day, the schedule, messages and requests, and nothing else', async () => {
    expect((await linksFor('desk')).links).toEqual([
      'Consultations',
      'Book for a caller',
      'Customers',
      'Schedule',
      'Cash',
      'Messages',
      'Requests',
      'Sign-in security',
    ]);
  });

  it('shows an astrologer their consultations and customers, their sign-in security, and no messages', async () => {
    const { links, server } = await linksFor('astrologer');
    expect(links).toEqual(['Consultations', 'Customers', 'Sign-in security']);
    expect(server.calls).toEqual([]);
  });
});
