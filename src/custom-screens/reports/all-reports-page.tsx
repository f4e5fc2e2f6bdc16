import PaymentsIcon from '@mui/icons-material/Payments';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { branchPath } from '@/schema/routes';

const reports = [
  { path: 'reports/sales', key: 'salesByDay', icon: <TableChartIcon color="primary" /> },
  { path: 'reports/cash-flow', key: 'cashFlow', icon: <PaymentsIcon color="primary" /> },
] as const;

/** Reports → All reports: a card for each report, saying what it answers. */
export function AllReportsPage(props: AreaPageProps) {
  const { t } = useTranslation('reports');
  const { orgId = '', branchId = '' } = useParams();
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 360px))' } }}>
        {reports.map((report) => (
          <Card key={report.key} variant="outlined">
            <CardActionArea component={Link} to={branchPath(orgId, branchId, report.path)} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {report.icon}
                  <Typography variant="h6" component="h2">
                    {t(`${report.key}.title`)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t(`${report.key}.description`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </AreaPageFrame>
  );
}
