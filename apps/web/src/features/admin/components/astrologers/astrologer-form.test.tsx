import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAstrologer, AdminService } from '@portal/contracts';
import { useAstrologerChange } from '../../api/astrologer-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AstrologerForm } from './astrologer-form';

afterEach(() => vi.unstubAllGlobals());

const service = (id: number, english: string, tamil: string): AdminService => ({
  id,
  key: 'jathagam',
  name_english: english,
  name_tamil: tamil,
  description_english: '',
  description_tamil: '',
  price: '500.00',
  includes_report: false,
  active: true,
  consultation_modes: ['in_person'],
  duration_minutes: 30,
  buffer_minutes: 0,
});
const services = [
  service(1, 'Jathagam Reading', 'ஜாதகம் பார்த்தல்'),
  service(2, 'Marriage Porutham', 'திருமணப் பொருத்தம்'),
  service(3, 'Prasanam', 'பிரசன்னம்'),
];
const meenakshi: AdminAstrologer = {
  id: 2,
  name_english: 'Meenakshi Sundaram',
  name_tamil: 'மீனாட்சி சுந்தரம்',
  profile_english: 'Marriage Porutham in Madurai.',
  profile_tamil: 'மதுரையில் திருமணப் பொருத்தம்.',
  languages: ['tamil'],
  consultation_modes: ['in_person', 'phone'],
  service_ids: [2, 3],
  mobile_number: '+919842054321',
  active: true,
  sort_order: 1,
};
const savedReply = (astrologer: AdminAstrologer) => ({
  body: { success: true, astrologer, astrologers: [astrologer] },
});

function Form({
  astrologer,
  language = 'english',
}: {
  astrologer?: AdminAstrologer;
  language?: 'english' | 'tamil';
}) {
  return (
    <AstrologerForm
      astrologer={astrologer}
      services={services}
      change={useAstrologerChange(language)}
      language={language}
    />
  );
}

describe('an astrologer form', () => {
  it('adds a new astrologer with every field of the form', async () => {
    const server = recordingFetch(() => savedReply(meenakshi));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    fireEvent.change(screen.getByLabelText('Name (English)'), {
      target: { value: 'Lakshmi Narayanan' },
    });
    fireEvent.change(screen.getByLabelText('Name (Tamil)'), {
      target: { value: 'லட்சுமி நாராயணன்' },
    });
    fireEvent.change(screen.getByLabelText('Short profile (English)'), {
      target: { value: 'Jathagam readings.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jathagam Reading' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prasanam' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98400 61234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an astrologer' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/astrologers',
      body: {
        name_english: 'Lakshmi Narayanan',
        name_tamil: 'லட்சுமி நாராயணன்',
        profile_english: 'Jathagam readings.',
        languages: ['english', 'tamil'],
        consultation_modes: ['in_person', 'video'],
        service_ids: [1, 3],
        mobile_number: '98400 61234',
        active: true,
      },
    });
    expect(await screen.findByText('Astrologer added.')).toBeTruthy();
    // Ready for the next one.
    expect(screen.getByLabelText('Name (English)')).toHaveProperty('value', '');
  });

  it('refuses a new astrologer without a service or Tamil name, at the fields, in Tamil', async () => {
    const server = recordingFetch(() => savedReply(meenakshi));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form language="tamil" />, 'tamil');
    fireEvent.change(screen.getByLabelText('பெயர் (ஆங்கிலம்)'), { target: { value: 'Lakshmi' } });
    fireEvent.click(screen.getByRole('button', { name: 'ஜோதிடரைச் சேர்' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'இந்தப் புலம் தேவை.',
      'அவர் வழங்கும் குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுங்கள்.',
    ]);
    expect(
      screen.getByRole('group', { name: 'வழங்கும் சேவைகள்' }).getAttribute('aria-describedby'),
    ).toBe(alerts[1]!.id);
    expect(server.calls).toEqual([]);
  });

  it("changes an astrologer; the server's refusal shows beside the number", async () => {
    const server = recordingFetch(() => ({
      status: 400,
      body: {
        success: false,
        error: 'Please check the highlighted fields and try again.',
        code: 'VALIDATION_FAILED',
        fields: { mobile_number: 'Another astrologer already has this mobile number.' },
      },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form astrologer={meenakshi} />);
    expect(
      screen.getByRole('link', { name: 'Weekly hours of Meenakshi Sundaram' }).getAttribute('href'),
    ).toBe('/admin/schedule?astrologer=2');
    expect(screen.getByRole('checkbox', { name: 'Marriage Porutham' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active: customers can book them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/astrologers/2',
      body: { active: false, sort_order: 1, mobile_number: '+919842054321', service_ids: [2, 3] },
    });
    expect((await screen.findByText('Another astrologer already has this mobile number.')).id).toBe(
      'astrologer-2-mobile-error',
    );
  });
});
