import type { TaxDocumentPdf } from '@arogya/contracts';
import type { FastifyReply } from 'fastify';

/** Sends a document's PDF as a download named after its number (never cached by others). */
export function sendPdf(reply: FastifyReply, pdf: TaxDocumentPdf): void {
  const filename = pdf.filename.replace(/[^\w.-]/g, '-');
  void reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.base64, 'base64'));
}
