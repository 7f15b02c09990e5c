import { useParams, useSearchParams } from 'react-router';

/** The route's `:name` segments and its query values, merged. */
export function useRouteParams(): Record<string, string> {
  const params = useParams();
  const [search] = useSearchParams();
  const merged: Record<string, string> = Object.fromEntries(search.entries());
  for (const [key, value] of Object.entries(params)) if (value !== undefined) merged[key] = value;
  return merged;
}
