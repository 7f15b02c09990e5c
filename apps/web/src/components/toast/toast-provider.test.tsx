import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useToast, type ToastKind } from './toast-context';
import { ToastProvider } from './toast-provider';
import '../../lib/portal-words';

function ShowButtons() {
  const toast = useToast();
  return (
    <>
      {(['success', 'error', 'info', 'warning'] as ToastKind[]).map((kind) => (
        <button key={kind} type="button" onClick={() => toast.show(kind, `${kind} message`)}>
          {kind}
        </button>
      ))}
    </>
  );
}

beforeEach(async () => {
  await initI18n();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('shows a toast of each kind for 3000 ms, then fades it out over 300 ms', () => {
  render(
    <ToastProvider>
      <ShowButtons />
    </ToastProvider>,
  );
  for (const kind of ['success', 'error', 'info', 'warning'])
    act(() => screen.getByText(kind).click());
  const success = screen.getByText('success message').closest('.toast')!;
  expect(success.getAttribute('data-kind')).toBe('success');
  expect(screen.getByText('error message').closest('[role="alert"]')).not.toBeNull();

  act(() => {
    vi.advanceTimersByTime(2999);
  });
  expect(success.className).not.toContain('toast--leaving');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(success.className).toContain('toast--leaving');
  act(() => {
    vi.advanceTimersByTime(299);
  });
  expect(screen.queryByText('success message')).not.toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByText('success message')).toBeNull();
});

it('shows the same words once, however often they are asked for', () => {
  render(
    <ToastProvider>
      <ShowButtons />
    </ToastProvider>,
  );
  for (let i = 0; i < 4; i += 1) act(() => screen.getByText('error').click());
  expect(screen.getAllByText('error message')).toHaveLength(1);
});

it('lets a success remove the errors and warnings shown before it, and nothing else', () => {
  render(
    <ToastProvider>
      <ShowButtons />
    </ToastProvider>,
  );
  for (const kind of ['error', 'warning', 'info']) act(() => screen.getByText(kind).click());
  act(() => screen.getByText('success').click());
  expect(screen.getByText('error message').closest('.toast')!.className).toContain(
    'toast--leaving',
  );
  expect(screen.getByText('warning message').closest('.toast')!.className).toContain(
    'toast--leaving',
  );
  expect(screen.getByText('info message').closest('.toast')!.className).not.toContain(
    'toast--leaving',
  );
  act(() => {
    vi.advanceTimersByTime(300);
  });
  expect(screen.queryByText('error message')).toBeNull();
  expect(screen.queryByText('warning message')).toBeNull();
  expect(screen.getByText('info message')).toBeTruthy();
  expect(screen.getByText('success message').closest('.toast')!.className).not.toContain(
    'toast--leaving',
  );

  // An error after a success stands beside it: the success is not taken back.
  act(() => screen.getByText('error').click());
  expect(screen.getByText('success message').closest('.toast')!.className).not.toContain(
    'toast--leaving',
  );
  expect(screen.getByText('error message')).toBeTruthy();
});
