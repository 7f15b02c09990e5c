import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInConsole } from '../../testing/render-in-console';
import { LoadState } from './load-state';

const failed = (error: unknown) => ({
  isPending: false,
  isError: true,
  error,
  refetch: vi.fn(),
});

describe('a console screen whose data did not load', () => {
  it("says a colleague's consultation is not the astrologer's, with no retry", async () => {
    const refusal = new ApiError(
      "This consultation is another astrologer's. You can open only your own consultations.",
      { status: 403, code: 'NOT_YOUR_CONSULTATION' },
    );
    await renderInConsole(<LoadState query={failed(refusal)} />, 'english', {
      role: 'astrologer',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      "This consultation is another astrologer's. You can open only your own consultations.",
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Could not load. Please try again.')).toBeNull();
  });

  it('offers to try again after a network failure, in Tamil on a Tamil screen', async () => {
    const query = failed(new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' }));
    await renderInConsole(<LoadState query={query} />, 'tamil');
    const retry = screen.getByRole('button');
    fireEvent.click(retry);
    expect(query.refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).not.toMatch(/[A-Za-z]{3}/);
  });
});
