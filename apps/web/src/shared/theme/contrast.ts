/** WCAG 2.x contrast ratios, for the palette's test. */

type Rgba = { r: number; g: number; b: number; a: number };

function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) {
    const value = Number.parseInt(hex[1], 16);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/i.exec(color);
  if (rgba) {
    const [r, g, b, a] = rgba.slice(1).map((part) => (part === undefined ? 1 : Number(part)));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: a ?? 1 };
  }
  throw new Error(`Not a #rrggbb or rgb(a) colour: ${color}`);
}

/** A translucent colour as it shows over an opaque background. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast of a text colour (which may be translucent) on an opaque background, 1 to 21. */
export function contrastRatio(text: string, background: string): number {
  const back = parseColor(background);
  const front = over(parseColor(text), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
