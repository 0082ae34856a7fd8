import { describe, expect, it } from 'vitest';
import { itemRange, pageCount, pageItems } from './pagination-range';

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(1, 50)).toBe(1);
  });

  it('has one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
  });

  it('survives a non-positive page size', () => {
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('pageItems', () => {
  it('page 1 of 1', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('page 1 of 10', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'end-ellipsis', 10]);
  });

  it('page 5 of 10', () => {
    expect(pageItems(5, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]);
  });

  it('page 10 of 10', () => {
    expect(pageItems(10, 10)).toEqual([1, 'start-ellipsis', 8, 9, 10]);
  });

  it('no ellipsis when the window touches the first or last page', () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(8, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('an ellipsis stands for any skipped page, even a single one', () => {
    expect(pageItems(5, 9)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 9]);
  });

  it('shows every page when there are few', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(42, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('always includes first, last and current, in increasing order', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageItems(current, total).filter((item) => typeof item === 'number');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        for (let p = Math.max(1, current - 2); p <= Math.min(total, current + 2); p += 1) {
          expect(pages).toContain(p);
        }
      }
    }
  });
});

describe('itemRange', () => {
  it('0 items', () => {
    expect(itemRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('first, middle and last (partial) page', () => {
    expect(itemRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(itemRange(5, 10, 95)).toEqual({ from: 41, to: 50 });
    expect(itemRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
  });

  it('a single page holding everything', () => {
    expect(itemRange(1, 50, 7)).toEqual({ from: 1, to: 7 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(itemRange(20, 10, 95)).toEqual({ from: 91, to: 95 });
  });
});
