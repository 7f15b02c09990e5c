import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/toast-provider';
import { initI18n } from '../lib/i18n';
import { RootLayout } from './root-layout';
import { forgetFailedScreens, screenCode, type ScreenCode } from './screen-code';
import '../lib/portal-words';

const Shown = () => <h1>The screen</h1>;

function Reader({ code }: { code: ScreenCode }) {
  const Screen = use(code);
  // eslint-disable-next-line react-hooks/static-components -- the screen's code, cached (screen-code.ts)
  return <Screen />;
}

describe("a screen's code", () => {
  it('shows in the very render that asks for it once it is in (no loading line between)', async () => {
    const code = screenCode('in-already', async () => Shown as ComponentType);
    await code;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Reader code={code} />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The screen');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('is fetched once; a failed load is asked again once the visitor moves on', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Shown);
    await expect(screenCode('flaky', load)).rejects.toThrow('offline');
    await expect(screenCode('flaky', load)).rejects.toThrow('offline');
    forgetFailedScreens();
    await expect(screenCode('flaky', load)).resolves.toBe(Shown);
    await screenCode('flaky', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a screen that cannot be shown', () => {
  beforeEach(() => initI18n('english'));

  function Broken(): never {
    throw new Error('chunk missing');
  }
  function Away() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/fine')}>
        away
      </button>
    );
  }

  it('says so under the layout, and a move to another address shows that one', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ToastProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<Shown />} />
            </Route>
          </Routes>
          <Away />
        </MemoryRouter>
      </ToastProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Application Error');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(
      reported.mock.calls.some((call) =>
        call.some((part) => String(part).includes('chunk missing')),
      ),
    ).toBe(true);
    act(() => screen.getByRole('button', { name: 'away' }).click());
    expect(screen.getByRole('heading').textContent).toBe('The screen');
  });
});
