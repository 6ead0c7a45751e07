import { rovingTarget } from './roving-focus';

describe('rovingTarget', () => {
  it('moves right and left between horizontal tabs, wrapping at both ends', () => {
    expect(rovingTarget('ArrowRight', 0, 2, 'horizontal')).toBe(1);
    expect(rovingTarget('ArrowRight', 1, 2, 'horizontal')).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 2, 'horizontal')).toBe(1);
    expect(rovingTarget('ArrowLeft', 1, 3, 'horizontal')).toBe(0);
  });

  it('moves down and up in a vertical list, wrapping at both ends', () => {
    expect(rovingTarget('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
  });

  it('jumps to the first and last control with Home and End', () => {
    expect(rovingTarget('Home', 2, 4, 'horizontal')).toBe(0);
    expect(rovingTarget('End', 0, 4, 'vertical')).toBe(3);
  });

  it('ignores arrows across the orientation, other keys and empty groups', () => {
    expect(rovingTarget('ArrowDown', 0, 2, 'horizontal')).toBeUndefined();
    expect(rovingTarget('ArrowRight', 0, 2, 'vertical')).toBeUndefined();
    expect(rovingTarget('Enter', 0, 2, 'horizontal')).toBeUndefined();
    expect(rovingTarget('Home', 0, 0, 'horizontal')).toBeUndefined();
  });
});
