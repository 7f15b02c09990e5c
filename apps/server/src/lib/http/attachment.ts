import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * What a file sent for download is never allowed to do: render as a page, run a script, load
 * anything, or be framed, even when a browser is made to show it instead of saving it.
 */
export const DOWNLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; sandbox; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

/** RFC 5987's attr-char: letters, digits and !#$&+-.^_`|~; everything else percent-encoded (UTF-8). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The name in plain ASCII for clients that do not read filename*: accents dropped, anything else
 * outside letters, digits and a few marks becomes "_"; "download" when no letter or digit is left.
 */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
      .replace(/_+/g, '_');
  const asciiStem = plain(stem).replace(/^[\s._]+|[\s._]+$/g, '');
  const asciiExtension = /^\.[A-Za-z0-9]{1,10}$/.test(extension) ? extension : '';
  return `${/[A-Za-z0-9]/.test(asciiStem) ? asciiStem : 'download'}${asciiExtension}`;
}

/** Content-Disposition for a download: an ASCII filename and, by RFC 6266, the real name as filename*. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * A file sent for download under its own name (any script), never shown inline: attachment,
 * the type it was judged to be and no sniffing of another, a policy that forbids scripts and
 * rendering, and no copy in a shared cache. Every file the API hands out goes through here.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; content: Buffer | string | Readable },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
