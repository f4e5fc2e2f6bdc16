import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { networkPaths } from '@/schema/network/network-site';

type Props = {
  photoId: string | null;
  onChange: (photoId: string | null) => void;
  /** Sends the picked file through the photo pipeline and answers its id. */
  upload: (file: File) => Promise<string>;
  onUploadFailed: (error: unknown) => void;
  disabled: boolean;
};

/** A post's cover: the picture above it on the site and in shared links (`og:image`), one of the chain's images. */
export function CoverPicker({ photoId, onChange, upload, onUploadFailed, disabled }: Props) {
  const { t } = useTranslation('network');
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      onChange(await upload(picked));
    } catch (error) {
      onUploadFailed(error);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Typography variant="subtitle2" component="p" sx={{ flexBasis: '100%' }}>
        {t('post.cover')}
      </Typography>
      {photoId ? <img src={networkPaths.image(photoId, 'thumb')} width={96} height={96} alt={t('post.cover')} style={{ display: 'block', borderRadius: 8 }} /> : null}
      <Button variant="outlined" startIcon={<AddPhotoAlternate />} disabled={disabled || uploading} onClick={() => file.current?.click()}>
        {t(uploading ? 'post.coverUploading' : photoId ? 'post.coverChange' : 'post.coverAdd')}
      </Button>
      {photoId ? (
        <Button disabled={disabled} onClick={() => onChange(null)}>
          {t('post.coverRemove')}
        </Button>
      ) : null}
      <input ref={file} type="file" accept="image/*" hidden aria-label={t('post.coverFile')} onChange={(event) => void pick(event.target.files?.[0])} />
    </Box>
  );
}
