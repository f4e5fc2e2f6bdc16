import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { QrImage } from '@/components/qr/qr-image';

/** A link as a QR code, for a flyer or the front desk, downloaded as a PNG large enough to print. */
export function QrCode({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('bookingLinks');
  const download = async () => {
    const anchor = document.createElement('a');
    anchor.href = await QRCode.toDataURL(url, { width: 1024, margin: 4, errorCorrectionLevel: 'M' });
    anchor.download = `${name.replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase() || 'booking'}-qr.png`;
    anchor.click();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center', alignContent: 'start' }}>
      <QrImage text={url} alt={t('qrAlt', { name })} />
      <Button size="small" startIcon={<Download />} onClick={() => void download()} aria-label={t('downloadLabel', { name })}>
        {t('download')}
      </Button>
    </Box>
  );
}
