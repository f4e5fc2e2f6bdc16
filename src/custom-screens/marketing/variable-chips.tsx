import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TemplateVariable } from '@/schema/messages/notification-events';
import { useNotificationWords } from './use-notification-words';

/** The variables the event's words may use; a click puts one where the cursor is. */
export function VariableChips({
  variables,
  disabled,
  onInsert,
}: {
  variables: readonly TemplateVariable[];
  disabled: boolean;
  onInsert: (name: TemplateVariable) => void;
}) {
  const { t } = useNotificationWords();
  return (
    <Box role="group" aria-labelledby="template-variables" sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id="template-variables" variant="body2" color="text.secondary">
        {t('templates.variables')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {variables.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={`{{${name}}}`}
            disabled={disabled}
            aria-label={t('templates.insert', { name })}
            // Keeps the focus (and the caret) in the field while the chip is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            sx={{ fontFamily: 'monospace' }}
          />
        ))}
      </Box>
    </Box>
  );
}
