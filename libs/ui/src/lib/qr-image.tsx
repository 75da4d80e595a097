import { qrPath } from './qr-code';

/**
 * A QR code of `text` as an SVG image named `label`. Literally black modules on a white square, whatever
 * the tournament's colours: scanners need the contrast. Its size comes from the surrounding CSS.
 */
export function QrImage({ text, label }: { text: string; label: string }) {
  const { size, path } = qrPath(text);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
