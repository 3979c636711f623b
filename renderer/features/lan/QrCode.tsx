import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../../../main/common/qr';

/** A QR code of `text` (a join link), drawn as one SVG path; dark on white whatever the theme. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => encodeQr(text), [text]);
  const n = code.modules.length + 8;
  return (
    <svg className="lan-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={qrSvgPath(code)} fill="#000" />
    </svg>
  );
}
