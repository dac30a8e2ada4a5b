export type Rgb = readonly [number, number, number];

/** Parses `#rgb`, `#rrggbb`, `rgb()` and `rgba()`; alpha is composited over `background`. */
export function parseColor(value: string, background: Rgb = [255, 255, 255]): Rgb {
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(color)?.[1];
  if (fn) {
    const [r = 0, g = 0, b = 0, alpha = 1] = fn.split(/[\s,/]+/).filter(Boolean).map(Number);
    const mix = (channel: number, under: number) => Math.round(channel * alpha + under * (1 - alpha));
    return [mix(r, background[0]), mix(g, background[1]), mix(b, background[2])];
  }
  throw new Error(`Unsupported colour: ${value}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Moves `color` towards black or white, whichever the background contrasts
 * with more, in small steps until it reaches `minRatio` against the
 * background. The hue is kept as far as the ratio allows.
 */
export function ensureContrast(color: Rgb, background: Rgb, minRatio: number): Rgb {
  const target: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const candidate = color.map((channel, i) => Math.round(channel + (target[i]! - channel) * t)) as unknown as Rgb;
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}
