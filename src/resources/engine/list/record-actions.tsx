import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { DeleteResourceButton } from '../delete-resource-button';
import { recordTitle, type RecordValues } from '../field-values';
import type { ResourceAccess } from '../resource-access-flags';

export type RecordActionsProps = {
  definition: AnyResourceDefinition;
  record: RecordValues;
  access: ResourceAccess;
  onEdit: (record: RecordValues) => void;
  onDeleted?: (record: RecordValues) => void;
};

/** Edit and delete for one row or card, as far as the person may. */
export function RecordActions({ definition, record, access, onEdit, onDeleted }: RecordActionsProps) {
  const { t } = useTranslation('resources');
  if (!access.canEdit && !access.canDelete) return null;
  const name = recordTitle(definition, record);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {access.canEdit ? (
        <Tooltip title={t('engine.edit')}>
          <IconButton size="small" aria-label={t('engine.editNamed', { name })} onClick={() => onEdit(record)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {access.canDelete ? <DeleteResourceButton definition={definition} record={record} variant="icon" onDeleted={onDeleted} /> : null}
    </Box>
  );
}
