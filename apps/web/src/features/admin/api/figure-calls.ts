import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FigureGroup, FiguresReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The period the office chose: India days, both included, and how they are grouped. */
export interface FigureChoice {
  from: string;
  to: string;
  group: FigureGroup;
}

export const figuresPath = ({ from, to, group }: FigureChoice) =>
  `/api/admin/figures?${new URLSearchParams({ from, to, group }).toString()}`;

/** The business's figures for the chosen period (admins only). */
export function useFigures(choice: FigureChoice, language: Language) {
  const path = figuresPath(choice);
  return useQuery({
    queryKey: ['admin', 'figures', path, language],
    queryFn: () => apiRequest<FiguresReply>(path, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
