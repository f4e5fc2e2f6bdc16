import ListAltIcon from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { serviceCategoriesResource } from '@/schema/resources/service-categories';
import { branchPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ResourceList } from '@/resources/engine/resource-list';

/**
 * catalog/services: the categories (each opens with its services), and every service at once under the
 * pseudo-category -1 (spec §5 allows negative category ids in this route).
 */
export const allServicesCategoryId = -1;

export function CatalogServicesPage(props: AreaPageProps) {
  const { t } = useTranslation('catalog');
  const { orgId = '', branchId = '' } = useParams();
  return (
    <AreaPageFrame {...props}>
      <ResourceList
        definition={serviceCategoriesResource}
        viewOnly={props.viewOnly}
        actions={
          <Button
            startIcon={<ListAltIcon />}
            component={RouterLink}
            to={branchPath(orgId, branchId, `catalog/services/${allServicesCategoryId}`)}
          >
            {t('services.all')}
          </Button>
        }
      />
    </AreaPageFrame>
  );
}
