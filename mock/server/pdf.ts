/**
 * A small, valid PDF 1.4 written by hand (one A4 page, Helvetica, WinAnsi text): the "document" behind the
 * BAT list and the DMS downloads. The cross-reference table carries the real byte offsets.
 */

/** Characters outside Latin-1 that WinAnsiEncoding has, at their byte (typographic dashes and quotes). */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

/**
 * A text for a PDF string in WinAnsi (written as latin1 bytes): backslash and parentheses escaped, the
 * typographic characters at their WinAnsi byte, anything else outside Latin-1 as '?'.
 */
function pdfText(text: string): string {
  return text
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[\u0100-\uffff]/g, (c) => {
      const byte = WIN_ANSI[c];
      return byte === undefined ? '?' : String.fromCharCode(byte);
    });
}

export function simplePdf(title: string, lines: readonly string[] = []): Buffer {
  const textOps = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -20 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const stream = Buffer.from(textOps, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${textOps}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (IPPC Austria Mock) >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
