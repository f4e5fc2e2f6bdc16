import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { recordTitle, type RecordValues } from '../engine/field-values';
import { RecordAvatar } from '../engine/list/record-avatar';
import { useResourceAccess } from '../engine/use-resource-access';
import { recordQueryKey } from '../engine/use-resource-record';
import { openImage, reasonOf, removePhoto } from './photo-upload';

const PhotoCropDialog = lazy(() => import('./photo-crop-dialog').then((m) => ({ default: m.PhotoCropDialog })));

export type RecordPhotoProps = {
  definition: AnyResourceDefinition;
  record: RecordValues;
  /** The resource's API collection (`branches/5/clients`). */
  apiPath: string;
  viewOnly?: boolean;
};

const avatarSize = { xs: 48, sm: 64 };

/**
 * The face in a record card's header (clients, team members). Whoever may edit the record taps it to choose a
 * photo (a phone offers its camera too), crops it to a square, and sends it; with a photo, to change or remove it.
 */
export function RecordPhoto({ definition, record, apiPath, viewOnly }: RecordPhotoProps) {
  const { t } = useTranslation('photos');
  const access = useResourceAccess(definition, viewOnly);
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const name = recordTitle(definition, record);
  const recordPath = `${apiPath}/${String(record.id)}`;
  const photoField = definition.avatar?.photo ?? '';
  const hasPhoto = typeof record[photoField] === 'string';

  const face = (
    <RecordAvatar definition={definition} record={record} variant="full" size={64} label={hasPhoto ? t('photoOf', { name }) : undefined} />
  );
  // The avatar keeps one size in the markup; CSS fits it to the screen.
  const sized = { '& .MuiAvatar-root': { width: avatarSize, height: avatarSize, fontSize: { xs: 19, sm: 26 } } };
  if (!access.canEdit) return <Box sx={sized}>{face}</Box>;

  const showSaved = (saved: RecordValues, message: string) => {
    queryClient.setQueryData(recordQueryKey(apiPath, String(record.id)), saved);
    void invalidate({ resource: apiPath, invalidates: ['list'] });
    notify?.({ type: 'success', message });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      setImage(await openImage(url));
    } catch {
      URL.revokeObjectURL(url);
      notify?.({ type: 'error', message: t('notAnImage') });
    }
  };

  const closeCrop = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  const remove = async () => {
    setMenu(null);
    try {
      showSaved(await removePhoto(recordPath), t('removed'));
    } catch (failure) {
      notify?.({ type: 'error', message: t('removeFailed', { reason: reasonOf(failure) }) });
    }
  };

  return (
    <>
      <ButtonBase
        aria-label={hasPhoto ? t('change', { name }) : t('add', { name })}
        aria-haspopup={hasPhoto ? 'menu' : undefined}
        onClick={(event) => (hasPhoto ? setMenu(event.currentTarget) : input.current?.click())}
        sx={{ borderRadius: '50%', ...sized }}
      >
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={<PhotoCameraIcon sx={{ fontSize: 14 }} />}
          sx={{ '& .MuiBadge-badge': { bgcolor: 'background.paper', color: 'text.secondary', border: 1, borderColor: 'divider', width: 24, height: 24, borderRadius: '50%', p: 0 } }}
        >
          {face}
        </Badge>
      </ButtonBase>
      <input ref={input} type="file" accept="image/*" hidden onChange={(event) => void choose(event)} data-testid="photo-file" />
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            input.current?.click();
          }}
        >
          {t('choose')}
        </MenuItem>
        <MenuItem onClick={() => void remove()}>{t('remove')}</MenuItem>
      </Menu>
      {image ? (
        <Suspense fallback={null}>
          <PhotoCropDialog
            image={image}
            name={name}
            recordPath={recordPath}
            onClose={closeCrop}
            onSaved={(saved) => {
              closeCrop();
              showSaved(saved, t('saved'));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
