import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * Any text as a QR code (the `qrcode` package), drawn as SVG. Always dark on white, whatever the theme: scanners need
 * that contrast. The text drawn is kept on the image (`data-qr-text`), so a test reads what a phone would.
 */
export function QrImage({ text, alt, size = 148 }: { text: string; alt: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  return svg ? (
    <Box component="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} data-qr-text={text} width={size} height={size} sx={{ bgcolor: '#fff', borderRadius: 1 }} />
  ) : (
    <Skeleton variant="rectangular" width={size} height={size} />
  );
}
