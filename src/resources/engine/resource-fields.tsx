import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { ruleFields } from '@/schema/resource-rules';
import { formatFieldValue } from './field-format';
import { hintOf, type RecordValues } from './field-values';
import { useFormatContext } from './use-format-context';
import { useResourceLabels } from './use-resource-labels';

export type ResourceFieldsProps = {
  definition: AnyResourceDefinition;
  record: RecordValues;
  /**
   * Which fields, in this order; defaults to every field but the dial code (shown with the phone). Fields the
   * definition's rules keep empty for this record (a period membership's visits) are left out either way.
   */
  fields?: readonly string[];
};

/** A record's fields as a read-only list of names and values. */
export function ResourceFields({ definition, record, fields }: ResourceFieldsProps) {
  const labels = useResourceLabels(definition);
  const shown = useMemo(() => {
    const { emptied } = ruleFields(definition.rules, record);
    const all = fields ?? Object.keys(definition.fields).filter((f) => hintOf(definition, f)?.kind !== 'dialCode');
    return all.filter((field) => !emptied.has(field));
  }, [definition, fields, record]);
  const records = useMemo(() => [record], [record]);
  const context = useFormatContext(definition, records, shown);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 } }}
    >
      {shown.map((field) => {
        const hint = hintOf(definition, field);
        if (!hint) return null;
        const value = formatFieldValue(field, hint, record, context);
        return (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.875rem', lineHeight: { sm: '1.5rem' }, pt: { xs: 1, sm: 0 } }}>
              {labels.field(field)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: 'flex', alignItems: 'center', gap: 1 }}>
              {/* A colour is shown, never spelled as its code (which only a developer reads). */}
              {hint.kind === 'color' && typeof record[field] === 'string' ? (
                <Box component="span" aria-hidden sx={{ width: 32, height: 20, borderRadius: 0.75, bgcolor: record[field] as string, border: 1, borderColor: 'divider' }} />
              ) : (
                value
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
