import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { getUiSettings } from './ui-settings-call';

export { getUiSettings } from './ui-settings-call';

/** The office's settings; undefined while loading or when the call failed (callers use defaults). */
export function useUiSettings(language: Language) {
  return useQuery({ queryKey: ['ui-settings', language], queryFn: () => getUiSettings(language) });
}
