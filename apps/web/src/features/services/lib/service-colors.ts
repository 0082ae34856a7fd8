import { DEFAULT_SERVICE_COLOR, SERVICE_COLOR_NAMES, SERVICE_COLORS } from '@triage/contracts';
import type { Swatch } from '@/components/ui/swatch-picker';

/**
 * The stored values are Tailwind classes (bg-blue-500...). They are listed literally here so
 * Tailwind generates them: bg-blue-500 bg-green-500 bg-yellow-500 bg-purple-500 bg-orange-500
 * bg-red-500 bg-pink-500 bg-indigo-500 bg-teal-500 bg-cyan-500
 */
export const SERVICE_SWATCHES: Swatch[] = SERVICE_COLORS.map((value, i) => ({
  value,
  label: SERVICE_COLOR_NAMES[i] ?? value,
  className: value,
}));

/** A stored colour as a class; anything unknown paints as the default. */
export const serviceColorClass = (color: string) => ((SERVICE_COLORS as readonly string[]).includes(color) ? color : DEFAULT_SERVICE_COLOR);
