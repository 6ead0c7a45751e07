/** Colours as the browser computes them, and WCAG's contrast ratio between two of them. */
export type Rgba = [number, number, number, number];

/** A computed colour, rgb() or rgba(), as four numbers (alpha from 0 to 1). */
export function parse(colour: string): Rgba {
  const parts = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

/** `colour` painted over an opaque `base`. */
export function over(colour: Rgba, base: Rgba): Rgba {
  const alpha = colour[3];
  return [0, 1, 2].map((i) => colour[i]! * alpha + base[i]! * (1 - alpha)).concat(1) as Rgba;
}

export function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours, rounded to two decimals. */
export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
}
