/** Reads PDFs the app sends (invoices, e-mail attachments) back as text, to assert on what they say. */
import { PDFParse } from 'pdf-parse';

/** The text of the PDF in `content` (its bytes, e.g. a response's rawPayload or an attachment), pages joined. */
export async function readPdfText(content: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
