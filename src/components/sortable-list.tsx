import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';

export type SortableItem = { id: number; label: ReactNode; secondary?: ReactNode; action?: ReactNode };

type RowProps = { item: SortableItem; handleLabel: string; selected: boolean; onSelect?: (id: number) => void };

function SortableRow({ item, handleLabel, selected, onSelect }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      aria-selected={onSelect ? selected : undefined}
      onClick={onSelect ? () => onSelect(item.id) : undefined}
      secondaryAction={item.action}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        cursor: onSelect ? 'pointer' : 'default',
        bgcolor: isDragging ? 'action.selected' : selected ? 'action.hover' : 'background.paper',
        zIndex: isDragging ? 1 : 'auto',
        position: 'relative',
        gap: 1,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        aria-label={handleLabel}
        size="small"
        edge="start"
        {...attributes}
        {...listeners}
        // The handle alone drags, so a page still scrolls under a finger on phones.
        sx={{ cursor: 'grab', touchAction: 'none' }}
        onClick={(event) => event.stopPropagation()}
      >
        <DragIndicatorIcon />
      </IconButton>
      <div style={{ minWidth: 0, flex: 1 }}>
        <div>{item.label}</div>
        {item.secondary ? <div style={{ opacity: 0.7, fontSize: '0.875rem' }}>{item.secondary}</div> : null}
      </div>
    </ListItem>
  );
}

export type SortableListProps = {
  items: readonly SortableItem[];
  /** The new order of ids after a drop that moved something. */
  onReorder: (ids: number[]) => void;
  /** Accessible name of each drag handle, given the item. */
  handleLabel: (item: SortableItem) => string;
  label: string;
  selectedId?: number | null;
  onSelect?: (id: number) => void;
};

/**
 * A vertical list reordered by dragging a handle with a mouse or a finger, or from the keyboard (space to
 * lift, arrows to move, space to drop) — dnd-kit announces each step to screen readers.
 */
export function SortableList({ items, onReorder, handleLabel, label, selectedId, onSelect }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={label} disablePadding>
          {items.map((item) => (
            <SortableRow
              key={item.id}
              item={item}
              handleLabel={handleLabel(item)}
              selected={selectedId === item.id}
              onSelect={onSelect}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
