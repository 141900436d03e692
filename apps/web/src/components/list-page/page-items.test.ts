import { describe, expect, it } from 'vitest';

import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows nothing without pages and a single page alone', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows every page up to five pages', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('beyond five pages shows first, last, the current page and its neighbours', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 8)).toEqual([1, 2, 'ellipsis-end', 8]);
    expect(pageItems(42, 8)).toEqual([1, 'ellipsis-start', 7, 8]);
  });
});
