import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portalDictionaries } from '../../../locales/portal-dictionaries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { captureInstallPrompt, INSTALL_CARD_DISMISSED_KEY, isIosSafari } from '../install-offer';
import { InstallCard } from './install-card';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0';

/** The browser's offer, as Chrome sends it: the customer's answer given. */
function offerToInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

captureInstallPrompt(window);

describe('isIosSafari', () => {
  it('is Safari on an iPhone or iPad only', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(INSTAGRAM_IOS, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('the install card', () => {
  it('shows nothing until the browser offers to install', async () => {
    await renderWithProviders(<InstallCard />, { dictionaries: [portalDictionaries] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("opens the browser's own dialog from its button, and keeps the browser's own bar away", async () => {
    await renderWithProviders(<InstallCard />, { dictionaries: [portalDictionaries] });
    const offer = offerToInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Install the app' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      await Promise.resolve();
    });
    expect(offer.prompt).toHaveBeenCalledOnce();
    // An offer is good once: the card goes until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it("shows Safari's Share → Add to Home Screen hint on an iPhone, with no install button", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderWithProviders(<InstallCard />, { dictionaries: [portalDictionaries] });
    expect(
      screen.getByText('On iPhone or iPad: tap Share, then “Add to Home Screen”.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('shows no hint in Chrome on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
    await renderWithProviders(<InstallCard />, { dictionaries: [portalDictionaries] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes for good with "Not now"', async () => {
    await renderWithProviders(<InstallCard />, {
      dictionaries: [portalDictionaries],
      language: 'tamil',
    });
    offerToInstall('dismissed');
    expect(screen.getByRole('heading', { name: 'செயலியை நிறுவுங்கள்' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'இப்போது வேண்டாம்' }));
    expect(screen.queryByRole('heading', { name: 'செயலியை நிறுவுங்கள்' })).toBeNull();
    expect(localStorage.getItem(INSTALL_CARD_DISMISSED_KEY)).toBeTruthy();
    offerToInstall('dismissed');
    expect(screen.queryByRole('heading', { name: 'செயலியை நிறுவுங்கள்' })).toBeNull();
  });
});
