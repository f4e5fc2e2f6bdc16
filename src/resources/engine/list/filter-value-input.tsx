import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { lifeDateRange } from '@/schema/primitives';
import type { FilterCondition } from '@/schema/list-query';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useFormats } from '@/components/session/use-formats';
import { valueShapeOf, type FilterField } from '../filter-conditions';
import { IntegerInput, MoneyInput, SelectInput } from '../inputs/basic-inputs';
import { DateInput } from '@/components/forms/date-input';
import { ReferenceInput } from '../inputs/reference-input';
import { useResourceLabels } from '../use-resource-labels';

type Value = FilterCondition['value'];
type Single = Exclude<Value, unknown[]>;

export type FilterValueInputProps = {
  definition: AnyResourceDefinition;
  filter: FilterField;
  condition: FilterCondition;
  onChange: (value: Value) => void;
  label: string;
};

const isNumberKind = (kind: FilterField['kind']) => kind === 'integer' || kind === 'duration';

/** One value of a condition, by the field's kind. */
function SingleValue({ definition, filter, value, onChange, label }: { definition: AnyResourceDefinition; filter: FilterField; value: Single; onChange: (v: Single) => void; label: string }) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const { units } = useFormats();
  const common = { label, size: 'small' as const };
  const toSingle = (v: unknown): Single => (v === null || v === undefined ? '' : (v as Single));
  switch (filter.kind) {
    case 'integer':
    case 'duration':
      return <IntegerInput {...common} value={value} onChange={(v) => onChange(toSingle(v))} unit={filter.kind === 'duration' ? units.minute : undefined} />;
    case 'money':
      return <MoneyInput {...common} value={value} nullable onChange={(v) => onChange(toSingle(v))} />;
    case 'date':
    case 'dateTime':
      return <DateInput {...common} dates={lifeDateRange} value={value} onChange={(v) => onChange(v ?? '')} />;
    case 'boolean':
      return (
        <SelectInput
          {...common}
          value={value === true ? 'true' : value === false ? 'false' : ''}
          onChange={(v) => onChange(v === 'true' ? true : v === 'false' ? false : '')}
          options={['true', 'false']}
          optionLabel={(o) => (o === 'true' ? t('engine.yes') : t('engine.no'))}
        />
      );
    case 'enum':
      return <SelectInput {...common} value={value} onChange={(v) => onChange(toSingle(v))} options={filter.options ?? []} optionLabel={(o) => labels.option(filter.field, o)} />;
    case 'reference':
      return <ReferenceInput {...common} references={filter.references ?? ''} value={value} onChange={(v) => onChange(toSingle(v))} />;
    default:
      return <TextField {...common} fullWidth value={value ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** Several values (`in`): choices for options and references, typed numbers otherwise. */
function ListValue({ definition, filter, value, onChange, label }: { definition: AnyResourceDefinition; filter: FilterField; value: (string | number)[]; onChange: (v: (string | number)[]) => void; label: string }) {
  const labels = useResourceLabels(definition);
  if (filter.kind === 'reference') {
    return <ReferenceInput label={label} size="small" multiple references={filter.references ?? ''} value={value} onChange={(v) => onChange(Array.isArray(v) ? v : [])} />;
  }
  const options = filter.kind === 'enum' ? [...(filter.options ?? [])] : [];
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={filter.kind !== 'enum'}
      size="small"
      options={options}
      value={value.map(String)}
      getOptionLabel={(o) => (filter.kind === 'enum' ? labels.option(filter.field, o) : o)}
      onChange={(_e, next) =>
        onChange(next.map((v) => (isNumberKind(filter.kind) && /^-?\d+$/.test(v) ? Number(v) : v)).filter((v) => v !== ''))
      }
      renderTags={(selected, getTagProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getTagProps({ index });
          return <Chip key={key} size="small" label={filter.kind === 'enum' ? labels.option(filter.field, option) : option} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** The value part of a filter condition: one input, two for `between`, several values for `in`. */
export function FilterValueInput({ definition, filter, condition, onChange, label }: FilterValueInputProps) {
  const { t } = useTranslation('resources');
  const { value } = condition;
  switch (valueShapeOf(condition.matchMode)) {
    case 'pair': {
      const [from, to] = Array.isArray(value) ? value : ['', ''];
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <SingleValue definition={definition} filter={filter} value={from ?? ''} onChange={(v) => onChange([v as string | number, to ?? ''])} label={t('engine.filters.from')} />
          <SingleValue definition={definition} filter={filter} value={to ?? ''} onChange={(v) => onChange([from ?? '', v as string | number])} label={t('engine.filters.to')} />
        </Box>
      );
    }
    case 'list':
      return <ListValue definition={definition} filter={filter} value={Array.isArray(value) ? value : []} onChange={onChange} label={label} />;
    case 'single':
      return <SingleValue definition={definition} filter={filter} value={Array.isArray(value) ? '' : value} onChange={onChange} label={label} />;
  }
}
