import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type Fact = { key: string; label: string; value: ReactNode };

/** Label and value pairs of a record (contacts, a member's details), readable at 375 px. */
export function FactsTable({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={label}>
        <TableBody>
          {facts.map((fact) => (
            <TableRow key={fact.key}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: { xs: '40%', sm: 220 } }}>
                {fact.label}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{fact.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
