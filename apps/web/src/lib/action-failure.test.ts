import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadLanguage } from './i18n';
import './portal-words';
import { actionFailure } from './action-failure';
import { ApiError, apiRequest } from './api-client';

beforeAll(async () => {
  await initI18n();
  await loadLanguage('tamil');
});
afterEach(() => vi.unstubAllGlobals());

const offline = () => vi.stubGlobal('navigator', { ...navigator, onLine: false });

describe('an action with no connection (decision 0109)', () => {
  it('sends nothing when the browser says it is offline, and says so in the language', async () => {
    offline();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const failure = await apiRequest('/api/appointments/41/cancel', {
      method: 'POST',
      body: { reason: 'Travelling' },
    }).catch((error: unknown) => error);
    expect(fetch).not.toHaveBeenCalled();
    expect(actionFailure(failure, i18n.getFixedT('en'), 'Could not cancel')).toBe(
      'You are offline; nothing was sent. Please try again when you are connected.',
    );
    expect(actionFailure(failure, i18n.getFixedT('ta'), 'x')).toBe(
      'நீங்கள் இணைப்பில் இல்லை; எதுவும் அனுப்பப்படவில்லை. இணைப்பு கிடைத்ததும் மீண்டும் முயலுங்கள்.',
    );
  });

  it('says the same when the request could not be made at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await apiRequest('/api/user/profile', { method: 'PUT', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(actionFailure(failure, i18n.getFixedT('en'), 'x')).toMatch(/^You are offline/);
  });

  it("keeps the server's own words, and the action's fallback for a reply it cannot read", () => {
    const t = i18n.getFixedT('en');
    const refused = new ApiError('That slot was just taken.', { status: 409, code: 'SLOT_TAKEN' });
    expect(actionFailure(refused, t, 'x')).toBe('That slot was just taken.');
    const garbled = new ApiError('Unexpected reply (502)', { status: 502, code: 'BAD_REPLY' });
    expect(actionFailure(garbled, t, 'Could not cancel')).toBe('Could not cancel');
  });
});
