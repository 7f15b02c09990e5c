import { expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

it('runs an action offline at once, so the client can refuse it, instead of keeping it for later', async () => {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(false);
  try {
    const action = vi.fn().mockRejectedValue(new Error('offline'));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: action });
    await expect(mutation.execute(undefined)).rejects.toThrow('offline');
    expect(action).toHaveBeenCalledOnce();
  } finally {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  }
});
