import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDraft } from '../use-draft';

const trimmed = (text: string) => text.trim();

export type ListSearchBoxProps = { value: string; onChange: (q: string) => void; label: string };

/** The free-text search (`q`); what is typed is handed on once typing pauses. */
export function ListSearchBox({ value, onChange, label }: ListSearchBoxProps) {
  const [text, setText] = useDraft(value, onChange, { delayMs: 300, settle: trimmed });
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={label}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200, 'aria-label': label },
      }}
    />
  );
}
