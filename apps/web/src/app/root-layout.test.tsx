import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useToast } from '../components/toast/toast-context';
import { ToastProvider } from '../components/toast/toast-provider';
import { initI18n } from '../lib/i18n';
import { RootLayout } from './root-layout';
import '../lib/portal-words';

beforeEach(async () => {
  await initI18n();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function Screens() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="/booking"
          element={
            <>
              <button
                type="button"
                onClick={() => toast.show('error', 'Please correct the highlighted fields')}
              >
                fail
              </button>
              <button
                type="button"
                onClick={() => {
                  toast.show('success', 'Appointment booked');
                  void navigate('/payment/7');
                }}
              >
                book
              </button>
              <button
                type="button"
                onClick={() => {
                  toast.show('error', 'Appointment not found.', { keepOnNavigation: true });
                  void navigate('/payment/7');
                }}
              >
                gone
              </button>
            </>
          }
        />
        <Route
          path="/payment/:id"
          element={
            <button type="button" onClick={() => void navigate('/appointments')}>
              later
            </button>
          }
        />
        <Route path="/appointments" element={<p>appointments</p>} />
      </Route>
    </Routes>
  );
}

function renderScreens() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/booking']}>
        <Screens />
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('toasts and the change of screen', () => {
  it("puts a form's error toast away on the next screen; a confirmation stays", () => {
    renderScreens();
    act(() => screen.getByText('fail').click());
    act(() => screen.getByText('book').click());
    expect(screen.getByText('Appointment booked')).toBeTruthy();
    expect(
      screen.getByText('Please correct the highlighted fields').closest('.toast')!.className,
    ).toContain('toast--leaving');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Please correct the highlighted fields')).toBeNull();
    expect(screen.getAllByText('Appointment booked')).toHaveLength(1);
  });

  it('keeps an error that announces the move through that move only', () => {
    renderScreens();
    act(() => screen.getByText('gone').click());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByText('Appointment not found.').closest('.toast')!.className).not.toContain(
      'toast--leaving',
    );
    act(() => screen.getByText('later').click());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Appointment not found.')).toBeNull();
  });
});
