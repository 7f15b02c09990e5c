import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { screenFirstHistory } from './screen-first-history';
import '../lib/portal-words';

describe('a move to another address', () => {
  it('changes the address once the screen there has its code, and the last move asked for wins', async () => {
    await initI18n('english');
    const history = screenFirstHistory();
    const seen: string[] = [];
    const stop = history.listen(({ location }) => seen.push(location.pathname));
    history.push('/contact');
    history.push('/terms');
    // Not yet: the screen's code is still coming.
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(window.location.pathname).toBe('/terms'));
    expect(seen).toEqual(['/terms']);
    stop();
  });
});
