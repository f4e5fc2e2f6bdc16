import { alpha, type Theme } from '@mui/material/styles';
import { pixelsPerHour } from './schedule-grid-model';

/**
 * The grid's repeated elements (columns, blocks, heads, hour labels) are plain elements with these classes,
 * styled once at the grid's root: MUI's `sx` on each of hundreds of blocks costs a style pass per element on
 * every scroll frame. Geometry and colours that differ per element go inline. The sheet is global CSS under the
 * root's class, written once per theme (`GridStyleSheet`), not on each render of the scrolling grid.
 */
export const gridClass = {
  root: 'sg-root',
  column: 'sg-column',
  shade: 'sg-shade',
  block: 'sg-block',
  hold: 'sg-hold',
  line: 'sg-line',
  strong: 'sg-strong',
  muted: 'sg-muted',
  resize: 'sg-resize',
  head: 'sg-head',
  headDot: 'sg-head-dot',
  headText: 'sg-head-text',
  headTitle: 'sg-head-title',
  headToday: 'sg-head-today',
  headCaption: 'sg-head-caption',
  hour: 'sg-hour',
} as const;

export const blockLineHeight = 16;

export function gridStyles(theme: Theme) {
  const line = theme.palette.divider;
  const ellipsis = {
    display: 'block',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  } as const;
  return {
    [`& .${gridClass.column}`]: {
      position: 'absolute',
      top: 0,
      cursor: 'cell',
      borderRight: `1px solid ${line}`,
      // Hour and half-hour lines as a background: no element per row, whatever the zoom.
      backgroundImage: `linear-gradient(${line} 1px, transparent 1px), linear-gradient(${alpha(line, 0.45)} 1px, transparent 1px)`,
      backgroundSize: `100% ${pixelsPerHour}px, 100% ${pixelsPerHour / 2}px`,
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.02) },
    },
    [`& .${gridClass.shade}`]: { position: 'absolute', left: 0, right: 0, pointerEvents: 'none' },
    [`& .${gridClass.block}`]: {
      position: 'absolute',
      display: 'block',
      margin: 0,
      border: 0,
      font: 'inherit',
      textAlign: 'left',
      overflow: 'hidden',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      padding: '2px 6px',
      fontSize: 12,
      lineHeight: `${blockLineHeight}px`,
      transition: 'box-shadow 120ms',
      // A finger held on a block picks it up (use-block-drag.ts): no text selection or callout menu instead.
      userSelect: 'none',
      WebkitTouchCallout: 'none',
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      '&[data-dragging]': { opacity: 0.45 },
    },
    // A time being booked online is only explained (its tooltip), never opened.
    [`& .${gridClass.hold}`]: { cursor: 'help', zIndex: 1 },
    [`& .${gridClass.resize}`]: {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 6,
      cursor: 'ns-resize',
      '@media (pointer: coarse)': { height: 12 },
    },
    [`& .${gridClass.line}`]: ellipsis,
    [`& .${gridClass.strong}`]: { fontWeight: 600 },
    [`& .${gridClass.muted}`]: { color: theme.palette.text.secondary },
    [`& .${gridClass.head}`]: {
      position: 'absolute',
      top: 0,
      bottom: 0,
      padding: theme.spacing(0.75, 1),
      borderRight: `1px solid ${line}`,
      overflow: 'hidden',
      display: 'flex',
      gap: theme.spacing(1),
      alignItems: 'flex-start',
    },
    [`& .${gridClass.headDot}`]: { width: 10, height: 10, borderRadius: '50%', flex: 'none', marginTop: 6 },
    [`& .${gridClass.headText}`]: { minWidth: 0 },
    [`& .${gridClass.headTitle}`]: { ...ellipsis, ...theme.typography.subtitle2, fontWeight: 600 },
    [`& .${gridClass.headToday}`]: { fontWeight: 700, color: theme.palette.primary.main },
    [`& .${gridClass.headCaption}`]: {
      ...ellipsis,
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
    [`& .${gridClass.hour}`]: {
      position: 'absolute',
      left: 0,
      right: 0,
      paddingRight: theme.spacing(1),
      paddingTop: 2,
      textAlign: 'right',
      fontSize: 12,
      color: theme.palette.text.secondary,
      borderTop: `1px solid ${line}`,
    },
  };
}
