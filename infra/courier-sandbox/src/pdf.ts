// A tiny PDF writer for labels and manifests: text on A4 pages in the standard Helvetica
// fonts, uncompressed (so a test can find the text in the bytes), with an exact xref table.

/** One line of a page: its text, size and whether bold; `gap` adds space above it (points). */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

/** A4 in points. */
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 40;

/**
 * Text made safe inside a PDF literal string: backslashes and parentheses escaped, anything
 * outside printable ASCII (the standard fonts' encoding) replaced by `?`.
 */
export function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** The content stream of a page: a frame and the lines from the top, one under the other. */
function pageContent(lines: PdfLine[]): string {
  const ops = [
    `${MARGIN - 10} ${MARGIN - 10} ${WIDTH - 2 * MARGIN + 20} ${HEIGHT - 2 * MARGIN + 20} re S`,
  ];
  let y = HEIGHT - MARGIN - 10;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.4;
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return `${ops.join('\n')}\n`;
}

/**
 * A PDF 1.4 document of `pages` (each a list of lines), with `title` in its information
 * dictionary. Written as Latin-1, one byte per character, so string offsets are byte offsets.
 */
export function buildPdf(title: string, pages: PdfLine[][]): Buffer {
  // objects: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Arogya courier sandbox) >>`;
  pages.forEach((lines, i) => {
    const id = pageIds[i]!;
    const content = pageContent(lines);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}endstream`;
  });

  // the binary comment tells transfer programs that the file is not text
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
