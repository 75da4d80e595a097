import qrcode from 'qrcode-generator';

/** The four-module quiet zone ISO/IEC 18004 asks for around a QR code. */
const quietZone = 4;

/**
 * A QR code of `text` (error correction M, the smallest version that fits) as one SVG path of its
 * dark modules, one unit per module, and the side of its square including the quiet zone.
 * Czech banks' "QR Platba" reads the SPD text of a payment from it; a phone's camera opens a page's URL.
 * Shared by the club zone's payment and the team page's share panel, which loads it only when opened.
 */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: count + 2 * quietZone, path: parts.join('') };
}
