/**
 * A small, valid PDF 1.4 written by hand (one A4 page, Helvetica, WinAnsi text): the "document" behind the
 * BAT list and the DMS downloads. The cross-reference table carries the real byte offsets.
 */
function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function simplePdf(title: string, lines: readonly string[] = []): Buffer {
  const textOps = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${escapeText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -20 Td', `(${escapeText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const stream = Buffer.from(textOps, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${textOps}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (IPPC Austria Mock) >>`,
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
