import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminService } from '@portal/contracts';
import { useCatalogChange } from '../../api/catalog-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { ServiceForm } from './service-form';

afterEach(() => vi.unstubAllGlobals());

const service: AdminService = {
  id: 1,
  key: 'jathagam',
  name_english: 'Jathagam Reading',
  name_tamil: 'ஜாதகம் பார்த்தல்',
  description_english: 'A reading of the birth chart.',
  description_tamil: 'ஜாதகப் பலன்கள்.',
  price: '500.00',
  includes_report: true,
  active: true,
  consultation_modes: ['in_person', 'phone'],
  duration_minutes: 60,
  buffer_minutes: 10,
};

function Form() {
  return <ServiceForm service={service} change={useCatalogChange('english')} />;
}

describe('a service form', () => {
  it('offers each consultation mode as a checkbox and saves the ones ticked', async () => {
    const server = recordingFetch(() => ({
      body: { success: true, services: [service], pricing: [] },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    expect(screen.getByRole('group', { name: 'Consultation modes offered' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'At the office' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Video' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone call' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/services/1',
      body: { consultation_modes: ['in_person', 'video'] },
    });
    expect(server.calls[0]?.body).not.toHaveProperty('price');
  });

  it("shows India's price read-only and points to the pricing panel", async () => {
    vi.stubGlobal('fetch', recordingFetch(() => ({ body: {} })).fetch);
    await renderInConsole(<Form />, 'tamil');
    expect(screen.queryByRole('textbox', { name: /விலை/ })).toBeNull();
    expect(screen.getByText('இந்தியாவில் விலை: ₹500.00.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /நாடு வாரியாக விலைகளும் கட்டணங்களும்/ }).getAttribute('href'),
    ).toBe('#pricing-title');
  });

  it('refuses a service with no mode, beside the checkboxes, without sending it', async () => {
    const server = recordingFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />, 'tamil');
    fireEvent.click(screen.getByRole('checkbox', { name: 'அலுவலகத்தில்' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'தொலைபேசி அழைப்பு' }));
    fireEvent.click(screen.getByRole('button', { name: 'சேமி' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'குறைந்தது ஒரு ஆலோசனை முறையை வழங்குங்கள்.',
    );
    expect(server.calls).toEqual([]);
  });

  it('saves the length and the pause, and refuses a length out of range, in Tamil', async () => {
    const server = recordingFetch(() => ({
      body: { success: true, services: [service], pricing: [] },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />, 'tamil');
    const length = screen.getByRole('spinbutton', { name: 'ஆலோசனை நேரம் (நிமிடங்கள்)' });
    expect(length).toHaveProperty('value', '60');
    fireEvent.change(length, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'சேமி' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ஆலோசனை நேரம் 10 முதல் 480 நிமிடங்களுக்குள் இருக்க வேண்டும்.',
    );
    expect(server.calls).toEqual([]);
    fireEvent.change(length, { target: { value: '75' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'அதன் பிறகு இடைவேளை (நிமிடங்கள்)' }), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'சேமி' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({ body: { duration_minutes: 75, buffer_minutes: 15 } });
  });
});
