import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { IsoDate } from '@/schema/schedule/calendar';
import type { EmployeeDay } from '@/schema/schedule/work-slot-template';
import { cellKey, cellRange, withCells } from './work-slot-grid-model';

type Drag = { anchor: EmployeeDay; base: ReadonlySet<string>; on: boolean };

/** What each cell forwards: a mouse drags a rectangle; a tap, a key or a click toggles; shift extends. */
export type CellHandlers = {
  onPointerDown: (cell: EmployeeDay, event: PointerEvent) => void;
  onPointerEnter: (cell: EmployeeDay) => void;
  onClick: (cell: EmployeeDay, event: MouseEvent) => void;
};

export type CellSelection = { selected: ReadonlySet<string>; clear: () => void; handlers: CellHandlers };

/**
 * Which cells are chosen, local to the screen (STYLE.md: interaction state stays in the screen). A mouse press
 * starts a drag that chooses (or, begun on a chosen cell, lets go of) the rectangle it sweeps; touch leaves
 * the finger to scroll the grid and chooses by taps; shift with a click takes the rectangle from the last cell.
 * The handlers keep their identity while the selection changes, so only the cells that change re-render.
 */
export function useCellSelection(employeeIds: readonly number[], dates: readonly IsoDate[]): CellSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const drag = useRef<Drag | null>(null);
  const anchor = useRef<EmployeeDay | null>(null);
  // The click that ends a mouse press was handled at the press.
  const pressed = useRef(false);

  useEffect(() => {
    const end = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  const handlers = useMemo<CellHandlers>(() => {
    const extend = (cell: EmployeeDay) => {
      const from = anchor.current ?? cell;
      setSelected((current) => withCells(current, cellRange(from, cell, employeeIds, dates), true));
    };
    return {
      onPointerDown: (cell, event) => {
        if (event.pointerType !== 'mouse' || event.button !== 0) return;
        pressed.current = true;
        if (event.shiftKey) {
          extend(cell);
          return;
        }
        anchor.current = cell;
        // A press on a chosen cell lets go of what the drag sweeps; elsewhere it chooses.
        setSelected((current) => {
          const on = !current.has(cellKey(cell));
          drag.current = { anchor: cell, base: current, on };
          return withCells(current, [cell], on);
        });
        // The pressed cell does not keep the pointer, so the cells it crosses hear it enter.
        (event.target as Element).releasePointerCapture?.(event.pointerId);
      },
      onPointerEnter: (cell) => {
        const current = drag.current;
        if (current) setSelected(withCells(current.base, cellRange(current.anchor, cell, employeeIds, dates), current.on));
      },
      onClick: (cell, event) => {
        if (pressed.current) {
          pressed.current = false;
          return;
        }
        if (event.shiftKey) extend(cell);
        else setSelected((current) => withCells(current, [cell], !current.has(cellKey(cell))));
        anchor.current = cell;
      },
    };
  }, [employeeIds, dates]);

  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);

  return { selected, clear, handlers };
}
