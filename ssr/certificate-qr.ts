// The certificate's QR code, drawn on the server (npm qrcode) as one SVG path: no script, no
// image request, and it prints sharp at any size. One unit of the viewBox is one module.
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data of the dark modules, merged into horizontal runs. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let d = '';
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, d };
}
