import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Nothing is set up": what happens meanwhile, and the steps to set it up, in the reader's language. */
export function SetupSteps({ title, text, steps }: { title: string; text: string; steps: string[] }) {
  const { t } = useTranslation('integrations');
  return (
    <Alert severity="info" role="region" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      {text}
      <Box component="ol" aria-label={t('setup.steps')} sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The steps of one page, from `setup.<page>.steps` (an array in every language). */
export function usePageSteps(page: string): string[] {
  const { t } = useTranslation('integrations');
  const steps = t(`setup.${page}.steps`, { returnObjects: true });
  return Array.isArray(steps) ? steps.map(String) : [];
}
