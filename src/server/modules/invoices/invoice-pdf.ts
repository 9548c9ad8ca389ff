/**
 * The PDF invoice (issue #4 item 7), drawn with pdfkit on A4 in its built-in Helvetica, so
 * no font files ship. Amounts arrive in BDT; dates of stay as `YYYY-MM-DD` (hotel time).
 */
import PDFDocument from 'pdfkit';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { HOTEL_ADDRESS } from '#shared/domain/hotel-address.ts';
import { formatBdt } from '#shared/domain/money.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';

/** The From block: the same fixed placeholder address as the SPA's invoice (SPEC §2). */
export const TEST_PAYMENT_NOTE = 'Test payment — no money moved';

export interface InvoiceData {
  tranId: string;
  issuedOn: string;
  guest: { name: string; email: string; phone: string | null; address: string | null };
  room: { title: string; category: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  pricePerNightBdt: number;
  totalBdt: number;
  payment: { date: string; cardType: string; bankGateway: string; valId: string; status: string; currency: string };
  isTestPayment: boolean;
  /** When the payment was refunded (ISO timestamp), or null. */
  refundedAt: string | null;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';
const LEFT = 50;
const RIGHT = 545;

/** Renders the invoice; resolves with the PDF bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margin: 50,
    info: { Title: `Invoice ${data.tranId}`, Author: HOTEL_ADDRESS[0], Subject: `Stay at ${data.room.title}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, data);
  drawParties(doc, data);
  drawStay(doc, data);
  const detailsTop = drawPaymentDetails(doc, data);
  if (data.refundedAt) drawRefundedStamp(doc, data.refundedAt, detailsTop + 20);
  doc.font('Helvetica-Oblique').fontSize(11).fillColor(ACCENT)
    .text(messages.invoiceThanks, LEFT, 760, { width: RIGHT - LEFT, align: 'center' });
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  doc.font('Helvetica-Bold').fontSize(26).fillColor(ACCENT).text('INVOICE', LEFT, 50);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
    .text(`Invoice for ${data.tranId}`, LEFT, 56, { width: RIGHT - LEFT, align: 'right' })
    .text(`Issued ${data.issuedOn}`, { width: RIGHT - LEFT, align: 'right' });
  if (data.isTestPayment) {
    doc.roundedRect(LEFT, 95, RIGHT - LEFT, 24, 4).fill('#fef3c7');
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#92400e')
      .text(TEST_PAYMENT_NOTE, LEFT, 102, { width: RIGHT - LEFT, align: 'center' });
  }
}

function drawParties(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const top = 140;
  const half = (RIGHT - LEFT) / 2;
  const block = (title: string, lines: string[], x: number, align: 'left' | 'right') => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width: half, align });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(lines[0], { width: half, align });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines.slice(1)) doc.text(line, { width: half, align });
  };
  block('From', [...HOTEL_ADDRESS], LEFT, 'left');
  const to = [data.guest.name, data.guest.email, data.guest.address || 'Dhaka, Bangladesh'];
  if (data.guest.phone) to.push(data.guest.phone);
  block('To', to, LEFT + half, 'right');
}

/** The stay as one line item: room, dates, nights × nightly price = total. */
function drawStay(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const top = 235;
  const cols = [LEFT, 300, 370, 460];
  doc.rect(LEFT, top, RIGHT - LEFT, 22).fill('#f3f4f6');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  ['ROOM', 'NIGHTS', 'PER NIGHT', 'AMOUNT'].forEach((label, i) => {
    doc.text(label, cols[i] + 6, top + 7, { width: (cols[i + 1] ?? RIGHT) - cols[i] - 12, align: i === 0 ? 'left' : 'right' });
  });
  const row = top + 32;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(data.room.title, cols[0] + 6, row, { width: 240 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    .text(humanizeCategory(data.room.category), { width: 240 })
    .text(`Check in ${formatDayMonthYear(data.checkIn)}`, { width: 240 })
    .text(`Check out ${formatDayMonthYear(data.checkOut)}`, { width: 240 });
  // Long room titles wrap: the total goes below whatever the item took.
  const totalTop = Math.max(row + 70, doc.y + 12);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  const cells = [String(data.nights), formatBdt(data.pricePerNightBdt), formatBdt(data.totalBdt)];
  cells.forEach((cell, i) => doc.text(cell, cols[i + 1] + 6, row, { width: (cols[i + 2] ?? RIGHT) - cols[i + 1] - 12, align: 'right' }));
  doc.moveTo(LEFT, totalTop).lineTo(RIGHT, totalTop).lineWidth(1).strokeColor('#d1d5db').stroke();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK)
    .text('Total', cols[2] + 6, totalTop + 10, { width: 80 })
    .text(formatBdt(data.totalBdt), cols[3] + 6, totalTop + 10, { width: RIGHT - cols[3] - 12, align: 'right' });
}

/** Draws the payment details; returns their top (y) for the stamp beside them. */
function drawPaymentDetails(doc: PDFKit.PDFDocument, data: InvoiceData): number {
  const top = Math.max(420, doc.y + 40);
  const { payment } = data;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PAYMENT DETAILS', LEFT, top);
  const rows: [string, string][] = [
    ['Transaction ID', data.tranId],
    ['Date', payment.date],
    ['Card type', payment.cardType],
    ['Bank gateway', payment.bankGateway],
    ['Validation ID', payment.valId],
    ['Status', payment.status],
    ['Currency', payment.currency],
  ];
  rows.forEach(([label, value], i) => {
    const y = top + 20 + i * 18;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 120 });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(value || '-', LEFT + 130, y, { width: 250 });
  });
  return top;
}

/** A rotated red REFUNDED stamp beside the payment details. */
function drawRefundedStamp(doc: PDFKit.PDFDocument, refundedAt: string, top: number): void {
  doc.save().rotate(-12, { origin: [465, top + 31] });
  doc.roundedRect(380, top, 170, 62, 6).lineWidth(3).strokeColor('#dc2626').stroke();
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#dc2626').text('REFUNDED', 380, top + 11, { width: 170, align: 'center' });
  doc.font('Helvetica').fontSize(9).text(`on ${refundedAt}`, 380, top + 40, { width: 170, align: 'center' });
  doc.restore();
}
