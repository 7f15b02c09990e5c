import { useMutation } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../../lib/api-client';

export type DataCopyFormat = 'pdf' | 'json';

/** GET /api/user/data(.pdf) in the language shown, saved under the name given (decision 0101). */
export async function downloadDataCopy(
  format: DataCopyFormat,
  language: Language,
  fileName: string,
): Promise<void> {
  const path = format === 'pdf' ? '/api/user/data.pdf' : '/api/user/data';
  saveBlob(await apiDownload(`${path}?language=${language}`), fileName);
}

export function useDownloadDataCopy(language: Language) {
  return useMutation({
    mutationFn: ({ format, fileName }: { format: DataCopyFormat; fileName: string }) =>
      downloadDataCopy(format, language, fileName),
  });
}
