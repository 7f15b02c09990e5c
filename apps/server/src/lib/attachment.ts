import type { FastifyReply } from 'fastify';

/** A stored file sent for download under its own name (any script), never cached by a shared cache. */
export function sendAttachment(reply: FastifyReply, file: { contentType: string; fileName: string; content: Buffer }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
