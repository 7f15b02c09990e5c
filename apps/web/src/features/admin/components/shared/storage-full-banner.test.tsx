import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { StorageFullBanner } from './storage-full-banner';

afterEach(() => vi.unstubAllGlobals());

it('says the storage is full, in English and in Tamil, while the server says so', async () => {
  const server = recordingFetch({
    '/api/admin/status': () => ({ body: { success: true, storage: 'full' } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const english = await renderInConsole(<StorageFullBanner />);
  expect((await screen.findByRole('alert')).textContent).toContain("The portal's storage is full.");
  english.unmount();
  await renderInConsole(<StorageFullBanner />, 'tamil');
  expect((await screen.findByRole('alert')).textContent).toContain('தளத்தின் சேமிப்பகம் நிரம்பிவிட்டது.');
  expect(new Set(server.calls.map((call) => call.path))).toEqual(new Set(['/api/admin/status']));
});

it('shows nothing while storage is ok', async () => {
  const server = recordingFetch({
    '/api/admin/status': () => ({ body: { success: true, storage: 'ok' } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  await renderInConsole(<StorageFullBanner />);
  await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('alert')).toBeNull();
});
