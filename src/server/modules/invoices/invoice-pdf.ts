/**
 * The PDF invoice (issue #4 item 7), drawn with pdfkit on A4 in its built-in Helvetica, so
 * no font files ship. It draws the one invoice model (shared/domain/invoice.ts): amounts in
 * integer poisha, printed in BDT; days `YYYY-MM-DD` (hotel time), printed day-month-year.
 */
import PDFDocument from 'pdfkit';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Invoice, InvoiceLineItem, InvoiceParty } from '#shared/domain/invoice.ts';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';

const TEST_PAYMENT_NOTE = 'Test payment — no money moved';

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';
const LEFT = 50;
const RIGHT = 545;

/** Renders the invoice; resolves with the PDF bytes. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.from?.name ?? '', Subject: `Stay at ${invoice.items[0]?.title ?? ''}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  invoice.items.forEach((item) => drawStay(doc, item, invoice.totalPoisha));
  const detailsTop = drawPaymentDetails(doc, invoice);
  if (invoice.status === 'refunded') drawRefundedStamp(doc, invoice.refund?.on ?? null, detailsTop + 20);
  doc
    .font('Helvetica-Oblique')
    .fontSize(11)
    .fillColor(ACCENT)
    .text(messages.invoiceThanks, LEFT, 760, { width: RIGHT - LEFT, align: 'center' });
  doc.end();
  return done;
}

const bdt = (poisha: number) => formatBdt(toBdt(poisha));

function drawHeader(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  doc.font('Helvetica-Bold').fontSize(26).fillColor(ACCENT).text('INVOICE', LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Invoice for ${invoice.number}`, LEFT, 56, { width: RIGHT - LEFT, align: 'right' });
  if (invoice.issuedOn) doc.text(`Issued ${formatDayMonthYear(invoice.issuedOn)}`, { width: RIGHT - LEFT, align: 'right' });
  if (invoice.isTestPayment) {
    doc.roundedRect(LEFT, 95, RIGHT - LEFT, 24, 4).fill('#fef3c7');
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#92400e')
      .text(TEST_PAYMENT_NOTE, LEFT, 102, { width: RIGHT - LEFT, align: 'center' });
  }
}

/** A party's printed lines: name, postal lines, e-mail, phone. */
function partyLines(party: InvoiceParty): string[] {
  return [party.name, ...party.addressLines, party.email, ...(party.phone ? [party.phone] : [])];
}

function drawParties(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const top = 140;
  const half = (RIGHT - LEFT) / 2;
  const block = (title: string, lines: string[], x: number, align: 'left' | 'right') => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width: half, align });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(lines[0] ?? '', { width: half, align });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines.slice(1)) doc.text(line, { width: half, align });
  };
  // The server always knows its hotel; an empty block would only show a caller forgot to pass it.
  block('From', invoice.from ? partyLines(invoice.from) : [], LEFT, 'left');
  const fromBottom = doc.y;
  block('To', partyLines(invoice.to), LEFT + half, 'right');
  // A configured address may be longer than the guest's block: the stay goes below both.
  doc.y = Math.max(fromBottom, doc.y);
}

/** The stay as one line item: room, dates, nights × nightly price = total. */
function drawStay(doc: PDFKit.PDFDocument, item: InvoiceLineItem, totalPoisha: number): void {
  // Below the parties, which grow with the number of address lines.
  const top = Math.max(235, doc.y + 20);
  const cols = [LEFT, 300, 370, 460];
  doc.rect(LEFT, top, RIGHT - LEFT, 22).fill('#f3f4f6');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  ['ROOM', 'NIGHTS', 'PER NIGHT', 'AMOUNT'].forEach((label, i) => {
    doc.text(label, cols[i] + 6, top + 7, { width: (cols[i + 1] ?? RIGHT) - cols[i] - 12, align: i === 0 ? 'left' : 'right' });
  });
  const row = top + 32;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(item.title, cols[0] + 6, row, { width: 240 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (item.category) doc.text(humanizeCategory(item.category), { width: 240 });
  if (item.checkIn) doc.text(`Check in ${formatDayMonthYear(item.checkIn)}`, { width: 240 });
  if (item.checkOut) doc.text(`Check out ${formatDayMonthYear(item.checkOut)}`, { width: 240 });
  // Long room titles wrap: the total goes below whatever the item took.
  const totalTop = Math.max(row + 70, doc.y + 12);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  const cells = [
    item.nights === null ? '' : String(item.nights),
    item.nightlyPoisha === null ? '' : bdt(item.nightlyPoisha),
    bdt(item.amountPoisha),
  ];
  cells.forEach((cell, i) => doc.text(cell, cols[i + 1] + 6, row, { width: (cols[i + 2] ?? RIGHT) - cols[i + 1] - 12, align: 'right' }));
  doc.moveTo(LEFT, totalTop).lineTo(RIGHT, totalTop).lineWidth(1).strokeColor('#d1d5db').stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text('Total', cols[2] + 6, totalTop + 10, { width: 80 })
    .text(bdt(totalPoisha), cols[3] + 6, totalTop + 10, { width: RIGHT - cols[3] - 12, align: 'right' });
}

/** Draws the payment details; returns their top (y) for the stamp beside them. */
function drawPaymentDetails(doc: PDFKit.PDFDocument, invoice: Invoice): number {
  const top = Math.max(420, doc.y + 40);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PAYMENT DETAILS', LEFT, top);
  invoice.details.forEach(({ label, value }, i) => {
    const y = top + 20 + i * 18;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 120 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, LEFT + 130, y, { width: 250 });
  });
  return top;
}

/** A rotated red REFUNDED stamp beside the payment details, with its day when known. */
function drawRefundedStamp(doc: PDFKit.PDFDocument, refundedOn: string | null, top: number): void {
  doc.save().rotate(-12, { origin: [465, top + 31] });
  doc.roundedRect(380, top, 170, 62, 6).lineWidth(3).strokeColor('#dc2626').stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#dc2626')
    .text('REFUNDED', 380, top + 11, { width: 170, align: 'center' });
  if (refundedOn) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`on ${formatDayMonthYear(refundedOn)}`, 380, top + 40, { width: 170, align: 'center' });
  }
  doc.restore();
}
