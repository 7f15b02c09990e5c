import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayOpen } from '../../../features/admin/office-access';
import { recordingFetch, renderInConsole } from '../../../features/admin/testing/render-in-console';
import { RequireAdmin } from '../../route-guards';
import { AdminRefusedScreen } from './admin-refused-screen';

afterEach(() => vi.unstubAllGlobals());

/** A console screen behind the guard the router puts round it, for someone of a role. */
async function openAs(path: '/admin/services' | '/admin', language: 'english' | 'tamil') {
  vi.stubGlobal(
    'fetch',
    recordingFetch({ '/api/admin/status': () => ({ body: { success: true, storage: 'ok' } }) })
      .fetch,
  );
  await renderInConsole(
    <RequireAdmin mayOpen={() => mayOpen(path)} refused={<AdminRefusedScreen />}>
      <p>the screen itself</p>
    </RequireAdmin>,
    language,
    { role: 'desk' },
  );
}

describe('a console screen a role may not open', () => {
  it('says the role cannot open it, and leads to the consultations', async () => {
    await openAs('/admin/services', 'english');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your role cannot open this screen' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to consultations' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(screen.queryByText('the screen itself')).toBeNull();
  });

  it('says so in Tamil on a Tamil screen', async () => {
    await openAs('/admin/services', 'tamil');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'உங்கள் பொறுப்பில் இந்தத் திரையைத் திறக்க முடியாது',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ஆலோசனைகளுக்குச் செல்லுங்கள்' })).toBeTruthy();
  });

  it('shows a screen the role may open as it is', async () => {
    await openAs('/admin', 'english');
    expect(screen.getByText('the screen itself')).toBeTruthy();
    expect(screen.queryByText('Your role cannot open this screen')).toBeNull();
  });
});
