/**
 * A QR code of the address players open on their phones, as one SVG path (dark modules, a quiet zone of four),
 * made by the `qrcode-generator` library (error correction level M, the smallest version that holds the text).
 *
 * @example
 * qrSvg('http://192.168.1.20:8080/', 'Scan to follow') //=> '<svg … role="img" aria-label="Scan to follow">…</svg>'
 */
import qrcode from 'qrcode-generator';
import { esc } from '../../../text/html-escape.js';

/** The modules of the code, row by row: true is dark. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const rows: boolean[][] = [];
  for (let r = 0; r < n; r++) {
    const row: boolean[] = [];
    for (let c = 0; c < n; c++) row.push(qr.isDark(r, c));
    rows.push(row);
  }
  return rows;
}

export function qrSvg(text: string, label: string): string {
  const modules = qrModules(text);
  const quiet = 4;
  const size = modules.length + 2 * quiet;
  let d = '';
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const from = c;
      while (c < row.length && row[c]) c++;
      d += `M${from + quiet} ${r + quiet}h${c - from}v1h-${c - from}z`;
    }
  });
  return (
    `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${esc(label)}">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  );
}
