import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacySettings, RetentionReply } from '@portal/contracts';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { GrievanceBreachForm } from './grievance-breach-form';
import { RetentionNextRun } from './retention-next-run';
import { RetentionPeriodsForm } from './retention-periods-form';

afterEach(() => vi.unstubAllGlobals());

const periods = {
  files_months: 24,
  unpaid_files_days: 30,
  message_text_months: 12,
  inactive_years: 3,
};

const retention: RetentionReply['retention'] = {
  periods,
  defaults: periods,
  office_choice: false,
  next_run: {
    next_run_at: '2030-02-01T22:00:00.000Z',
    files: 3,
    reports: 1,
    message_texts: 40,
    customers: 1,
    activity_details: 0,
    appointments_listed: [
      {
        id: 7,
        appointment_number: 'AST-2801-0007',
        since: '2028-01-10T06:00:00.000Z',
        reason: 'after_consultation',
        files: 2,
        reports: 1,
      },
      {
        id: 9,
        appointment_number: 'AST-2912-0009',
        since: '2029-12-20T06:00:00.000Z',
        reason: 'cancelled',
        files: 1,
        reports: 0,
      },
    ],
    customers_listed: [{ id: 12, name: 'Meenakshi', last_active_at: '2027-01-05T06:00:00.000Z' }],
  },
  last_run: null,
};

const settings: PrivacySettings = {
  grievance_name: 'Grievance Officer, Jothidam Consultation Centre',
  grievance_email: 'office@jothidam.example',
  grievance_phone: '+91 98765 43210',
  grievance_default: true,
  breach_notice_english: null,
  breach_notice_tamil: null,
  breach_notice_builtin: {
    english: 'We are writing to tell you about a security incident. Between {from} and {to}…',
    tamil: 'ஒரு பாதுகாப்புச் சம்பவம் பற்றி உங்களுக்குத் தெரிவிக்கிறோம். {from} முதல் {to} வரை…',
  },
};

describe('the next retention run', () => {
  it('counts what it removes and names the consultations and customers concerned', async () => {
    await renderInConsole(<RetentionNextRun retention={retention} language="english" />);
    expect(screen.getByTestId('retention-files').textContent).toBe('3');
    expect(screen.getByTestId('retention-message_texts').textContent).toBe('40');
    const consultations = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(consultations).toEqual([
      'AST-2801-0007consultation ended 10 Jan 20282 uploads, 1 report',
      'AST-2912-0009cancelled 20 Dec 20291 upload',
      'Meenakshilast active 5 Jan 2027',
    ]);
    expect(screen.getByRole('link', { name: 'Meenakshi' }).getAttribute('href')).toBe(
      '/admin/customers/12',
    );
    expect(screen.getByText('No run yet.')).toBeTruthy();
  });

  it('says so in Tamil when nothing is due', async () => {
    const none = {
      ...retention,
      next_run: {
        ...retention.next_run,
        files: 0,
        reports: 0,
        message_texts: 0,
        customers: 0,
        appointments_listed: [],
        customers_listed: [],
      },
    };
    await renderInConsole(<RetentionNextRun retention={none} language="tamil" />, 'tamil');
    expect(screen.getByRole('status').textContent).toBe(
      'நீக்க வேண்டியது எதுவும் இல்லை: அடுத்த பணி எதையும் நீக்காது.',
    );
  });
});

describe('the retention periods', () => {
  it('sends the periods typed, and refuses one out of bounds at its field', async () => {
    const server = recordingFetch(() => ({ body: { success: true, retention } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<RetentionPeriodsForm retention={retention} language="english" />);
    const months = screen.getByRole('textbox', { name: /Uploads and written reports/ });
    fireEvent.change(months, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText('Keep uploads and reports for 1 to 240 months.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    fireEvent.change(months, { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/retention',
      body: { ...periods, files_months: 36 },
    });
  });
});

describe('the grievance contact and the breach notice', () => {
  it('asks the office to confirm the contact taken from its details, and saves its own words', async () => {
    const server = recordingFetch(() => ({ body: { success: true, settings } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<GrievanceBreachForm settings={settings} language="english" />);
    expect(screen.getByRole('note').textContent).toMatch(/^Not yet confirmed/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'R. Lakshmi' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notice in Tamil' }), {
      target: { value: '{from} முதல் {to} வரை எங்கள் தரவுத்தளம் நகலெடுக்கப்பட்டது.' },
    });
    const builtIn = screen
      .getAllByRole('group')
      .map((details) => within(details).getByText(/\{from\}/).textContent);
    expect(builtIn).toEqual([
      settings.breach_notice_builtin.english,
      settings.breach_notice_builtin.tamil,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save contact and notice' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({
      grievance_name: 'R. Lakshmi',
      grievance_email: 'office@jothidam.example',
      grievance_phone: '+91 98765 43210',
      breach_notice_english: null,
      breach_notice_tamil: '{from} முதல் {to} வரை எங்கள் தரவுத்தளம் நகலெடுக்கப்பட்டது.',
    });
  });
});
