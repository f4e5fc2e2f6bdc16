import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { campaignTagsSchema, type CampaignTags } from '@/schema/online-booking/links';
import { TitledSection } from '@/components/page/titled-section';

const fields = ['source', 'medium', 'campaign'] as const;

/** Source and medium are by convention the same English words everywhere (what analytics tools group by). */
const conventionalExamples: Partial<Record<(typeof fields)[number], string>> = { source: 'instagram', medium: 'social' };

/** Whether a tag as typed would be refused: the schema's own check, field by field. */
const invalid = (tags: CampaignTags, field: (typeof fields)[number]) => !campaignTagsSchema.shape[field].safeParse(tags[field]).success;

/**
 * Campaign tags added to every link and QR code below (`utm_source`, `utm_medium`, `utm_campaign`), so the salon's
 * analytics can tell where a booking came from. Nothing is saved: the tags live in the links people copy.
 */
export function CampaignTagsCard({ tags, onChange }: { tags: CampaignTags; onChange: (tags: CampaignTags) => void }) {
  const { t } = useTranslation('bookingLinks');
  return (
    <TitledSection id="campaign-tags" title={t('tags.title')} help={t('tags.help')}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`tags.${field}.label`)}
            placeholder={conventionalExamples[field] ?? t(`tags.${field}.example`)}
            value={tags[field]}
            onChange={(event) => onChange({ ...tags, [field]: event.target.value })}
            error={invalid(tags, field)}
            helperText={invalid(tags, field) ? t('tags.invalid') : t(`tags.${field}.help`)}
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, maxLength: 60 } }}
          />
        ))}
      </Box>
    </TitledSection>
  );
}
