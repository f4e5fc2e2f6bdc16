import Box from '@mui/material/Box';
import { photoFilePath, type PhotoVariant } from '@/schema/photos';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { PersonAvatar } from '@/components/avatar/person-avatar';
import { recordTitle, type RecordValues } from '../field-values';
import { useResourceApiPath } from '../use-resource-api-path';

type RecordAvatarProps = { definition: AnyResourceDefinition; record: RecordValues; size?: number; variant?: PhotoVariant; label?: string };

/** The face of a record whose definition has an `avatar` (clients, team members); nothing for other resources. */
export function RecordAvatar({ definition, record, size = 32, variant = 'thumb', label }: RecordAvatarProps) {
  const apiPath = useResourceApiPath(definition);
  const avatar = definition.avatar;
  if (!avatar) return null;
  const photoId = record[avatar.photo];
  const colour = avatar.colour ? record[avatar.colour] : undefined;
  return (
    <PersonAvatar
      name={recordTitle(definition, record)}
      photoPath={typeof photoId === 'string' ? photoFilePath(`${apiPath}/${String(record.id)}`, photoId, variant) : null}
      colour={typeof colour === 'string' ? colour : undefined}
      size={size}
      label={label}
    />
  );
}

/** A list's title cell with the record's face before its text (the grid's first title column). */
export function TitleWithAvatar({ definition, record, text }: { definition: AnyResourceDefinition; record: RecordValues; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <RecordAvatar definition={definition} record={record} size={28} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {text}
      </Box>
    </Box>
  );
}
