import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { cachedAnswers, forgetCachedCalls, seedCachedCalls, useCachedCall } from './call-cache';

afterEach(() => {
  forgetCachedCalls();
  vi.useRealTimers();
});

it('calls once for every component under one key, and hands the answer to the query cache', async () => {
  const call = vi.fn(async () => ['Jathagam']);
  const first = renderHook(() => useCachedCall(['services', 'english'], call));
  const second = renderHook(() => useCachedCall(['services', 'english'], call));
  await waitFor(() => expect(first.result.current.data).toEqual(['Jathagam']));
  await waitFor(() => expect(second.result.current.data).toEqual(['Jathagam']));
  expect(call).toHaveBeenCalledTimes(1);
  expect(cachedAnswers()).toEqual([{ key: ['services', 'english'], data: ['Jathagam'] }]);
});

it('keeps the last language’s answer while the next loads, when asked to', async () => {
  let answerTamil: (value: string[]) => void = () => undefined;
  const view = renderHook(
    ({ language }) =>
      useCachedCall(
        ['services', language],
        () =>
          language === 'english'
            ? Promise.resolve(['Jathagam'])
            : new Promise<string[]>((resolve) => (answerTamil = resolve)),
        { keepPrevious: true },
      ),
    {
      initialProps: { language: 'english' },
    },
  );
  await waitFor(() => expect(view.result.current.data).toEqual(['Jathagam']));
  view.rerender({ language: 'tamil' });
  expect(view.result.current.data).toEqual(['Jathagam']);
  await act(async () => answerTamil(['ஜாதகம்']));
  await waitFor(() => expect(view.result.current.data).toEqual(['ஜாதகம்']));
});

it('tries a failed call once more after a second, then reports the failure', async () => {
  vi.useFakeTimers();
  const call = vi.fn(() => Promise.reject(new Error('offline')));
  const view = renderHook(() => useCachedCall(['ui-settings', 'english'], call));
  await act(async () => vi.advanceTimersByTimeAsync(1000));
  expect(call).toHaveBeenCalledTimes(2);
  expect(view.result.current).toEqual({ data: undefined, isError: true });
});

it('draws the answers the page came with at the first render, and asks for none of them again', async () => {
  seedCachedCalls([{ key: ['services', 'english'], data: ['Jathagam'] }]);
  const call = vi.fn(async () => ['Prasanam']);
  const view = renderHook(() => useCachedCall(['services', 'english'], call));
  expect(view.result.current.data).toEqual(['Jathagam']);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(call).not.toHaveBeenCalled();
  expect(view.result.current.data).toEqual(['Jathagam']);
});
