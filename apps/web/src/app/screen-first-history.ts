import type { ComponentProps } from 'react';
import {
  createPath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type To,
  type unstable_HistoryRouter,
} from 'react-router';
import { preloadScreenAt } from './router';

type History = ComponentProps<typeof unstable_HistoryRouter>['history'];

/**
 * The browser's history, moving to an address only once the screen there has its code and
 * words: the address and the screen change together, the screen before staying until then (as
 * with the data router, decision 0087). Of moves asked for one after another, the last one made
 * wins. Back and forward go at once (the screen before stays while the next one's code comes).
 */
export function screenFirstHistory(): History {
  const history = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const whenReady = (to: To, move: () => void) => {
    latest += 1;
    const ticket = latest;
    void preloadScreenAt(typeof to === 'string' ? to : createPath(to)).then(() => {
      if (ticket === latest) move();
    });
  };
  return Object.assign(Object.create(history) as History, {
    push: (to: To, state?: unknown) => whenReady(to, () => history.push(to, state)),
    replace: (to: To, state?: unknown) => whenReady(to, () => history.replace(to, state)),
  });
}
