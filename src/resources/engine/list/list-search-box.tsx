import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

export type ListSearchBoxProps = { value: string; onChange: (q: string) => void; label: string };

/** The free-text search (`q`); what is typed is handed on once typing pauses. */
export function ListSearchBox({ value, onChange, label }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === emitted.current) return;
    const timer = setTimeout(() => {
      emitted.current = next;
      onChange(next);
    }, 300);
    return () => clearTimeout(timer);
  }, [text, onChange]);
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
