import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember, StaffReply } from '@portal/contracts';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { StaffGrantForm } from './staff-grant-form';
import { StaffList } from './staff-list';

afterEach(() => vi.unstubAllGlobals());

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 1,
  name: 'Meena',
  mobile_number: '+919840400001',
  role: 'admin',
  astrologer: null,
  has_signed_in: true,
  has_second_factor: false,
  ...overrides,
});
const staff = [
  member({}),
  member({ id: 2, name: null, mobile_number: '+919840400002', role: 'desk', has_signed_in: false }),
  member({
    id: 3,
    name: 'Lakshmi',
    mobile_number: '+919840400003',
    role: 'astrologer',
    astrologer: { id: 2, name_english: 'Meenakshi Sundaram', name_tamil: 'மீனாட்சி சுந்தரம்' },
  }),
];
const astrologers: StaffReply['astrologers'] = [
  {
    id: 1,
    name_english: 'Chief Astrologer',
    name_tamil: 'தலைமை ஜோதிடர்',
    mobile_number: null,
    active: true,
  },
  {
    id: 2,
    name_english: 'Meenakshi Sundaram',
    name_tamil: 'மீனாட்சி சுந்தரம்',
    mobile_number: '+919842054321',
    active: true,
  },
];

describe('team access', () => {
  it("lists who holds each role and never offers to take back one's own", async () => {
    await renderInConsole(<StaffList staff={staff} ownUserId={1} language="english" />);
    const admins = screen.getByRole('region', { name: 'Administrators (1)' });
    expect(within(admins).getByText('You')).toBeTruthy();
    expect(within(admins).queryByRole('button')).toBeNull();
    const desk = screen.getByRole('region', { name: 'Front desk (1)' });
    expect(desk.textContent).toContain('No name yet');
    expect(desk.textContent).toContain('Not signed in yet');
    expect(within(desk).getByRole('link', { name: '+91 98404 00002' }).getAttribute('href')).toBe(
      'tel:+919840400002',
    );
    const astrologersRegion = screen.getByRole('region', { name: 'Astrologers (1)' });
    expect(astrologersRegion.textContent).toContain('Astrologer: Meenakshi Sundaram');
  });

  it('asks before taking a role back, then deletes it', async () => {
    const server = recordingFetch({ '/api/admin/staff/3': () => ({ body: { success: true } }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<StaffList staff={staff} ownUserId={1} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: /^Take back\W+Lakshmi$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Take back the role of Lakshmi?' });
    expect(dialog.textContent).toContain(
      'They lose the role “Astrologer” at once and sign in as a customer from then on.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take the role back' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'DELETE',
        path: '/api/admin/staff/3',
        body: undefined,
      }),
    );
    await waitFor(() => expect(screen.getByText('Role taken back.')).toBeTruthy());
  });

  it('gives a number the astrologer role of the astrologer chosen, in Tamil', async () => {
    const server = recordingFetch({
      '/api/admin/staff': () => ({ body: { success: true, member: staff[2] } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<StaffGrantForm astrologers={astrologers} language="tamil" />, 'tamil');
    fireEvent.change(screen.getByLabelText('கைபேசி எண்'), { target: { value: '98404 00003' } });
    fireEvent.change(screen.getByLabelText('பொறுப்பு'), { target: { value: 'astrologer' } });
    const which = screen.getByLabelText('எந்த ஜோதிடர்');
    expect(
      within(which)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['இந்தக் கைபேசி எண் உள்ள ஜோதிடர்', 'தலைமை ஜோதிடர்', 'மீனாட்சி சுந்தரம்']);
    fireEvent.change(which, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'பொறுப்பை வழங்கு' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/api/admin/staff',
        body: { mobile_number: '98404 00003', role: 'astrologer', astrologer_id: 2 },
      }),
    );
    await waitFor(() => expect(screen.getByText('பொறுப்பு வழங்கப்பட்டது.')).toBeTruthy());
  });

  it("says a missing number beside the field, and the server's refusal as it words it", async () => {
    const server = recordingFetch({
      '/api/admin/staff': () => ({
        status: 400,
        body: {
          success: false,
          error:
            'Choose which astrologer this number belongs to: no astrologer of the team has this mobile number.',
          code: 'STAFF_ASTROLOGER_REQUIRED',
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<StaffGrantForm astrologers={astrologers} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: 'Give the role' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(server.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9840400060' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'astrologer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give the role' }));
    await waitFor(() =>
      expect(screen.getByText(/no astrologer of the team has this mobile number/)).toBeTruthy(),
    );
    expect(server.calls[0]?.body).toEqual({ mobile_number: '9840400060', role: 'astrologer' });
  });
});
