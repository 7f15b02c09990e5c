import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerNote, NoteAstrologer } from '@portal/contracts';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { CustomerNotes } from './customer-notes';

afterEach(() => vi.unstubAllGlobals());

const astrologers: NoteAstrologer[] = [
  { id: 1, name: 'Chief Astrologer' },
  { id: 2, name: 'Meenakshi Sundaram' },
];
const note = (patch: Partial<CustomerNote>): CustomerNote => ({
  id: 5,
  body: 'The father decides.',
  created_at: '2026-12-01T05:00:00.000Z',
  author: { id: 9, name: 'Revathi', mobile_number: '+919840000009', role: 'desk' },
  for_astrologers: [],
  removable: false,
  ...patch,
});

function serve() {
  const server = recordingFetch((call) =>
    call.method === 'POST'
      ? { status: 201, body: { success: true, note: note({ id: 6 }) } }
      : { body: { success: true } },
  );
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

describe("a customer's private notes", () => {
  it('say whom each note is for, and send a new one for the astrologers ticked', async () => {
    const server = serve();
    await renderInConsole(
      <CustomerNotes
        customerId={3}
        notes={[note({ for_astrologers: [astrologers[1]!] }), note({ id: 4 })]}
        astrologers={astrologers}
        language="english"
      />,
    );
    expect(screen.getByText('For the office and Meenakshi Sundaram')).toBeTruthy();
    expect(screen.getByText('For the office only')).toBeTruthy();
    const audience = screen.getByRole('group', { name: 'Who may read it' });
    const boxes = within(audience).getAllByRole<HTMLInputElement>('checkbox');
    // Written by the office: for the office only until an astrologer is ticked.
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    fireEvent.click(within(audience).getByRole('checkbox', { name: 'Meenakshi Sundaram' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New note' }), {
      target: { value: 'Ask about the second match.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Note added.');
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/customers/3/notes',
      body: { body: 'Ask about the second match.', for_astrologer_ids: [2] },
    });
  });

  it("starts an astrologer's note for themselves", async () => {
    serve();
    await renderInConsole(
      <CustomerNotes
        customerId={3}
        notes={[]}
        astrologers={[astrologers[0]!]}
        language="english"
      />,
      'english',
      { role: 'astrologer' },
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Chief Astrologer' }).checked,
    ).toBe(true);
  });

  it('offers removal only where the server allows it, and asks before removing', async () => {
    const server = serve();
    await renderInConsole(
      <CustomerNotes
        customerId={3}
        notes={[note({ id: 8, removable: true }), note({ id: 4, body: 'Not mine to remove.' })]}
        astrologers={astrologers}
        language="english"
      />,
    );
    const removable = screen.getAllByRole('listitem')[0]!;
    const other = screen.getAllByRole('listitem')[1]!;
    expect(within(other).queryByRole('button', { name: 'Remove note' })).toBeNull();
    fireEvent.click(within(removable).getByRole('button', { name: 'Remove note' }));
    expect(server.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    const confirm = within(removable).getByRole('group', { name: 'Remove note' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove note' }));
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path),
      ).toEqual(['/api/admin/customers/3/notes/8']),
    );
  });
});
