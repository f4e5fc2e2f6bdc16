import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsResource } from '@/schema/resources/clients';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { CsvImportDialog } from '@/resources/csv-import/csv-import-dialog';
import { useListState } from '@/resources/engine/list/use-list-state';
import { ResourceList } from '@/resources/engine/resource-list';
import { useResourceAccess } from '@/resources/engine/use-resource-access';
import { useResourceApiPath } from '@/resources/engine/use-resource-api-path';
import { audienceOf } from '@/custom-screens/marketing/broadcasts/broadcast-form-model';
import { SaveAudienceDialog } from '@/custom-screens/marketing/broadcasts/save-audience-dialog';

/** Saved audiences are the marketing area's: the licence's `marketing` and the role table's, as their API checks. */
const marketingArea = { menuKey: 'marketing', permission: 'marketing' } as const;

/**
 * The branch's clients: the engine's list, plus import from CSV for people moving from another system, and for those
 * who manage marketing the list's search and filters saved as an audience to send a broadcast to.
 */
export function ClientsListPage(props: AreaPageProps) {
  const { t } = useTranslation('clients');
  const [importing, setImporting] = useState(false);
  const [savingAudience, setSavingAudience] = useState(false);
  const apiPath = useResourceApiPath(clientsResource);
  const access = useResourceAccess(clientsResource, props.viewOnly);
  const marketing = useResourceAccess(marketingArea);
  // The list keeps its search and filters in the URL: read here as the list reads them.
  const [listState] = useListState(clientsResource, true);
  const invalidate = useInvalidate();
  return (
    <AreaPageFrame {...props}>
      <ResourceList
        definition={clientsResource}
        viewOnly={props.viewOnly}
        actions={
          <>
            {marketing.canEdit ? (
              <Button startIcon={<BookmarkAddOutlined />} onClick={() => setSavingAudience(true)}>
                {t('list.saveAudience')}
              </Button>
            ) : null}
            {access.canCreate ? (
              <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {t('list.import')}
              </Button>
            ) : null}
          </>
        }
      />
      {savingAudience ? <SaveAudienceDialog audience={audienceOf(listState)} offerBroadcast onClose={() => setSavingAudience(false)} /> : null}
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
