import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { packageRoot } from '../../package-root';
import type { PaySlipText } from './pay-slip-text';

/**
 * Lays a pay slip out on an A4 page with pdfkit. The font is DejaVu Sans from the `dejavu-fonts-ttf` package,
 * embedded (subset) in every slip: pdfkit's built-in fonts have no Serbian Latin (ć, đ) or Cyrillic letters.
 */
// Resolved from the package root, not this module: in the server bundle a module's own URL points into dist-server/.
const require = createRequire(path.join(packageRoot, 'package.json'));
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const margin = 56;
const muted = '#555555';

export function renderPaySlipPdf(slip: PaySlipText, meta: { language: string; author: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: fonts.regular,
    lang: meta.language,
    info: { Title: slip.title, Author: meta.author, Creator: 'BranchBook' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - margin * 2;
  const labelWidth = 150;

  doc.font(fonts.bold).fontSize(20).text(slip.title);
  doc.moveDown(0.8);
  for (const fact of slip.facts) {
    const top = doc.y;
    doc.font(fonts.regular).fontSize(10).fillColor(muted).text(fact.label, margin, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.fillColor('black').fontSize(11).text(fact.value, margin + labelWidth, top, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.moveDown(0.8);
  doc.font(fonts.bold).fontSize(13).fillColor('black').text(slip.linesHeading, margin, doc.y, { width });
  doc.moveDown(0.4);
  for (const line of slip.lines) {
    doc.moveTo(margin, doc.y).lineTo(margin + width, doc.y).lineWidth(0.5).strokeColor('#cccccc').stroke();
    doc.moveDown(0.3);
    doc.font(fonts.regular).fontSize(11).fillColor('black').text(line.text, margin, doc.y, { width });
    doc.fontSize(9).fillColor(muted).text(line.kind, { width });
    doc.moveDown(0.3);
  }
  doc.moveTo(margin, doc.y).lineTo(margin + width, doc.y).lineWidth(1).strokeColor('black').stroke();
  doc.moveDown(0.5);
  const top = doc.y;
  doc.font(fonts.bold).fontSize(13).fillColor('black').text(slip.subtotal.label, margin, top, { width: width / 2 });
  doc.text(slip.subtotal.value, margin + width / 2, top, { width: width / 2, align: 'right' });
  doc.moveDown(2);
  doc.font(fonts.regular).fontSize(9).fillColor(muted).text(slip.footer, margin, doc.y, { width });
  doc.end();
  return done;
}
