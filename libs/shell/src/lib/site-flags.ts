import { configValue, type ConfigValue } from '@phc/api-contract';
import type { AppTheme } from '@phc/ui';

type Colors = AppTheme['colors'];

const colour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * SPEC §9 "style colours": a JSON object of theme colour overrides (`{"primary": "#c00000"}`). Only
 * known colour names with hex values are taken, so a typo or a hostile value cannot reach the CSS.
 */
export function styleColorOverrides(configurations: readonly ConfigValue[], known: readonly string[]): Partial<Colors> {
  const raw = configValue(configurations, 'style_colors');
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (known.includes(name) && typeof value === 'string' && colour.test(value)) out[name] = value;
  return out as Partial<Colors>;
}

