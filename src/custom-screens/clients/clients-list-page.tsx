import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsResource } from '@/schema/resources/clients';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { CsvImportDialog } from '@/resources/csv-import/csv-import-dialog';
import { ResourceList } from '@/resources/engine/resource-list';
import { useResourceAccess } from '@/resources/engine/use-resource-access';
import { useResourceApiPath } from '@/resources/engine/use-resource-api-path';

/** The branch's clients: the engine's list, plus import from CSV for people moving from another system. */
export function ClientsListPage(props: AreaPageProps) {
  const { t } = useTranslation('clients');
  const [importing, setImporting] = useState(false);
  const apiPath = useResourceApiPath(clientsResource);
  const access = useResourceAccess(clientsResource, props.viewOnly);
  const invalidate = useInvalidate();
  return (
    <AreaPageFrame {...props}>
      <ResourceList
        definition={clientsResource}
        viewOnly={props.viewOnly}
        actions={
          access.canCreate ? (
            <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {t('list.import')}
            </Button>
          ) : null
        }
      />
      <CsvImportDialog
        definition={clientsResource}
        apiPath={apiPath}
        open={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void invalidate({ resource: apiPath, invalidates: ['list'] });
        }}
      />
    </AreaPageFrame>
  );
}
