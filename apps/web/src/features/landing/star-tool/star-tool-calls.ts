import type { Chart, ChartBirth, ChartReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/astrology/chart: the chart of a birth; failures in the caller's language. */
export function castChart(birth: ChartBirth, language: Language): Promise<Chart> {
  return apiRequest<ChartReply>('/api/astrology/chart', {
    method: 'POST',
    body: birth,
    language,
  }).then((reply) => reply.chart);
}
