import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const size = 148;

/**
 * A link as a QR code (the `qrcode` package), for a flyer or the front desk: drawn as SVG, downloaded as a PNG large
 * enough to print. Always dark on white, whatever the theme: scanners need that contrast.
 */
export function QrCode({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('bookingLinks');
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  const download = async () => {
    const anchor = document.createElement('a');
    anchor.href = await QRCode.toDataURL(url, { width: 1024, margin: 4, errorCorrectionLevel: 'M' });
    anchor.download = `${name.replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase() || 'booking'}-qr.png`;
    anchor.click();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center', alignContent: 'start' }}>
      {svg ? (
        <Box component="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('qrAlt', { name })} width={size} height={size} sx={{ bgcolor: '#fff', borderRadius: 1 }} />
      ) : (
        <Skeleton variant="rectangular" width={size} height={size} />
      )}
      <Button size="small" startIcon={<Download />} onClick={() => void download()} aria-label={t('downloadLabel', { name })}>
        {t('download')}
      </Button>
    </Box>
  );
}
