export interface TestFile {
  name: string;
  content: Uint8Array;
  /** What the browser claims; the server ignores it and reads the content. */
  type?: string;
}

/** A multipart/form-data body as a browser sends it, built by the platform's own FormData. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: TestFile[] = [],
  fileField = 'files',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files)
    form.append(
      fileField,
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Small but real file starts: what the server judges a file by. */
export const sampleFiles = {
  jpg: (name = 'jathagam.jpg', size = 2048): TestFile => ({
    name,
    type: 'image/jpeg',
    content: withHead([0xff, 0xd8, 0xff, 0xe0], size),
  }),
  png: (name = 'chart.png', size = 2048): TestFile => ({
    name,
    type: 'image/png',
    content: withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  }),
  pdf: (name = 'horoscope.pdf', size = 2048): TestFile => ({
    name,
    type: 'application/pdf',
    content: withHead([...Buffer.from('%PDF-1.4\n')], size),
  }),
  /** A Windows program renamed to look like a picture. */
  exeAsPng: (): TestFile => ({
    name: 'photo.png',
    type: 'image/png',
    content: withHead([0x4d, 0x5a, 0x90, 0x00], 4096),
  }),
};

function withHead(head: number[], size: number): Uint8Array {
  const content = new Uint8Array(size);
  content.set(head);
  for (let index = head.length; index < size; index += 1) content[index] = index % 251;
  return content;
}
