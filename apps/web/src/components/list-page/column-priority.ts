import type { ColumnPriority } from './types';

/** Makes the table's frame the container its columns measure (a laptop with the sidebar open is narrower than its screen). */
export const TABLE_CONTAINER = '@container/tabla';

/**
 * Header and body cell classes of each priority (`ColumnPriority`): the less important columns
 * leave first, so Estado and the row actions stay in view instead of scrolling off (about 45rem of
 * table at 1024 px with the sidebar, 61rem at 1280, 71rem at 1440).
 */
export const PRIORITY_CLASSES: Record<ColumnPriority, string | undefined> = {
  1: undefined,
  2: 'hidden @min-[60rem]/tabla:table-cell',
  3: 'hidden @min-[68rem]/tabla:table-cell',
};
