import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../engine/field-values';
import { cropToBlob, reasonOf, uploadPhoto, type CropArea } from './photo-upload';

export type PhotoCropDialogProps = {
  /** The chosen file, opened (photo-upload.ts openImage). */
  image: HTMLImageElement;
  name: string;
  /** The record's API path (`branches/5/clients/12`). */
  recordPath: string;
  onClose: () => void;
  onSaved: (record: RecordValues) => void;
};

const maxZoom = 4;

/**
 * The person picks the square of the photo (drag, pinch, the slider or the arrow keys), then it is sent with its
 * progress shown. A refusal keeps the dialog open with the server's sentence, so they can choose again or retry.
 * Loaded with its cropper only when a photo is chosen.
 */
export function PhotoCropDialog({ image, name, recordPath, onClose, onSaved }: PhotoCropDialogProps) {
  const { t } = useTranslation('photos');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = progress !== null;

  const save = async () => {
    if (!area) return;
    setError(null);
    setProgress(0);
    try {
      const record = await uploadPhoto(recordPath, await cropToBlob(image, area), setProgress);
      onSaved(record);
    } catch (failure) {
      setError(t('uploadFailed', { reason: reasonOf(failure) }));
      setProgress(null);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="photo-crop-title">
      <DialogTitle id="photo-crop-title">{t('crop.title', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('crop.hint')}
        </Typography>
        <Box sx={{ position: 'relative', width: '100%', height: { xs: 300, sm: 360 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_shown, pixels) => setArea(pixels)}
            keyboardStep={10}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
          <Typography id="photo-zoom-label" variant="body2">
            {t('crop.zoom')}
          </Typography>
          <Slider aria-labelledby="photo-zoom-label" value={zoom} min={1} max={maxZoom} step={0.05} onChange={(_e, value) => setZoom(value as number)} disabled={sending} />
        </Box>
        {sending ? (
          <Box>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('crop.sending')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
              {t('crop.sendingShare', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('crop.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={sending || !area}>
          {t('crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
