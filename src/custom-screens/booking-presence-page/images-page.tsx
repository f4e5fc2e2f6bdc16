import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states/empty-state';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import { toHttpError } from '@/providers/data-provider';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { presenceImagesMax, type PresenceImages, type PresenceImagesSettings } from '@/schema/online-booking/presence-images';
import { saveImages, getImages, uploadImage } from './presence-api';

/**
 * Online booking → Presence → Images: the photos of the branch's public page, through the photo pipeline (each a 512 px
 * square without metadata). Added at the end; ordered, removed, and picked as the page's cover (its wide picture) and
 * logo here, each change saved at once with the version read.
 */
export function PresenceImagesPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('presence-images', getImages);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <Gallery data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<PresenceImages>>['save'];

function Gallery({ data, editable, save }: { data: PresenceImages; editable: boolean; save: Save }) {
  const { t } = useTranslation('bookingPresence');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const room = presenceImagesMax - data.photos.length;

  const change = async (next: PresenceImagesSettings) => {
    setBusy(true);
    setFailure(null);
    const outcome = await save((branchId, version) => saveImages(branchId, next, version));
    setBusy(false);
    if (!outcome.saved && !outcome.stale) setFailure(toHttpError(outcome.error).message);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setFailure(null);
    if (files.length > room) setFailure(t('images.tooMany', { max: presenceImagesMax }));
    setBusy(true);
    // One at a time: each answer is the gallery with that photo, read into the screen before the next is sent.
    for (const file of files.slice(0, Math.max(room, 0))) {
      const outcome = await save((branchId) => uploadImage(branchId, file));
      if (!outcome.saved) {
        if (!outcome.stale) setFailure(toHttpError(outcome.error).message);
        break;
      }
    }
    setBusy(false);
  };
  const move = (index: number, by: number) => {
    const photos = [...data.photos];
    const [photo] = photos.splice(index, 1);
    photos.splice(index + by, 0, photo!);
    void change({ ...data, photos });
  };
  const remove = (id: string) =>
    void change({ photos: data.photos.filter((photo) => photo !== id), cover: data.cover === id ? null : data.cover, logo: data.logo === id ? null : data.logo });

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Typography variant="body2" color="text.secondary">
        {t('images.intro', { max: presenceImagesMax })}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {editable ? (
        <Box>
          <Button component="label" variant="contained" startIcon={<AddPhotoAlternateOutlined />} disabled={busy || room <= 0}>
            {t(busy ? 'images.working' : 'images.add')}
            <input type="file" accept="image/*" multiple hidden onChange={(event) => void upload(event)} aria-label={t('images.add')} />
          </Button>
        </Box>
      ) : null}
      {data.photos.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('images.empty.title')} description={t('images.empty.description')} />
        </Paper>
      ) : (
        <Box component="ul" aria-label={t('images.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}>
          {data.photos.map((id, index) => {
            const cover = data.cover === id;
            const logo = data.logo === id;
            const label = t('images.photo', { n: index + 1 });
            return (
              <Paper key={id} component="li" variant="outlined" aria-label={label} sx={{ overflow: 'hidden', display: 'grid' }}>
                <Box sx={{ position: 'relative' }}>
                  <img src={`${data.imageBase}/${id}`} width={512} height={512} alt={label} loading="lazy" style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }} />
                  <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
                    {cover ? <Chip size="small" color="primary" label={t('images.cover')} /> : null}
                    {logo ? <Chip size="small" color="secondary" label={t('images.logo')} /> : null}
                  </Box>
                </Box>
                {editable ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 1 }}>
                    <Button size="small" disabled={busy || cover} onClick={() => void change({ ...data, cover: id })}>
                      {t('images.makeCover')}
                    </Button>
                    <Button size="small" disabled={busy} onClick={() => void change({ ...data, logo: logo ? null : id })}>
                      {t(logo ? 'images.noLogo' : 'images.makeLogo')}
                    </Button>
                    <Box sx={{ flex: 1 }} />
                    <Tooltip title={t('images.earlier')}>
                      <span>
                        <IconButton size="small" aria-label={`${t('images.earlier')}: ${label}`} disabled={busy || index === 0} onClick={() => move(index, -1)}>
                          <ArrowBack fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('images.later')}>
                      <span>
                        <IconButton size="small" aria-label={`${t('images.later')}: ${label}`} disabled={busy || index === data.photos.length - 1} onClick={() => move(index, 1)}>
                          <ArrowForward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('images.remove')}>
                      <span>
                        <IconButton size="small" aria-label={`${t('images.remove')}: ${label}`} disabled={busy} onClick={() => remove(id)}>
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Box>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
