import type { AnySchema } from '@phc/api-contract';

/**
 * Inputs for the contract fuzz: a plausible value read off a valibot schema (so a request gets past
 * the fields it does not attack and reaches the handler), the paths of its leaf fields, and the
 * hostile values each leaf is sent in turn. Deterministic (a seeded PRNG picks the hostile values),
 * so a failure reproduces with the same seed.
 */

interface SchemaNode {
  type: string;
  kind?: string;
  pipe?: readonly SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  options?: readonly (SchemaNode | string | number)[];
  wrapped?: SchemaNode;
  literal?: unknown;
  requirement?: unknown;
  value?: SchemaNode;
  getter?: () => SchemaNode;
}

const asNode = (schema: unknown) => schema as SchemaNode;
const action = (node: SchemaNode, type: string) => node.pipe?.find((a) => a.type === type);

/** A value the schema probably accepts: the first option, the lower bound, a sample of each format. */
export function plausible(schema: AnySchema | SchemaNode | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  const node = asNode(schema);
  switch (node.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'non_optional':
    case 'non_nullable':
    case 'exact_optional':
      return plausible(node.wrapped, depth + 1);
    case 'lazy':
      return node.getter ? plausible(node.getter(), depth + 1) : undefined;
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return Object.fromEntries(Object.entries(node.entries ?? {}).map(([key, entry]) => [key, plausible(entry, depth + 1)]));
    case 'array':
      return [plausible(node.item, depth + 1)];
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return (node.items ?? []).map((item) => plausible(item, depth + 1));
    case 'record':
      return {};
    case 'union':
    case 'variant':
      return plausible(node.options?.[0] as SchemaNode, depth + 1);
    case 'picklist':
    case 'enum':
      return node.options?.[0];
    case 'literal':
      return node.literal;
    case 'boolean':
      return true;
    case 'number':
      return Number(action(node, 'min_value')?.requirement ?? 1) || 1;
    case 'string':
      return plausibleString(node);
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function plausibleString(node: SchemaNode): string {
  if (action(node, 'iso_date')) return '2026-04-06';
  if (action(node, 'iso_timestamp') || action(node, 'iso_date_time')) return '2026-04-06T10:15:00.000Z';
  if (action(node, 'email')) return 'fuzz@example.test';
  if (action(node, 'url')) return 'https://example.test/';
  const regex = action(node, 'regex')?.requirement;
  if (regex instanceof RegExp) {
    const sample = ['1', '10:30', '+420 777 888 999', '0427', 'https://example.test/', 'abc', 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'].find((s) => regex.test(s));
    if (sample) return sample;
  }
  const min = Number(action(node, 'min_length')?.requirement ?? 1);
  return 'Fuzz'.padEnd(Math.max(min, 4), 'z');
}

/** Dotted paths of the fields a hostile value replaces: every leaf, and every object and array itself. */
export function fieldPaths(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [[...prefix], ...value.flatMap((item, i) => fieldPaths(item, [...prefix, i]))];
  if (value !== null && typeof value === 'object') return [...(prefix.length ? [[...prefix]] : []), ...Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...prefix, key]))];
  return prefix.length ? [[...prefix]] : [];
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

/** A deeply nested object, the shape a recursive walker overflows on. */
export const deeplyNested = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

export const oneMegabyte = 'x'.repeat(1_000_000);

/** Sent to every field: text no database stores, the commonest 500 of the probe. */
export const alwaysJsonValues: readonly unknown[] = ['nul\u0000inside', 'lone \ud800 high'];

/** Hostile values for a JSON field: each the input of a known kind of server failure. */
export const hostileJsonValues: readonly unknown[] = [
  '\u0000',
  'lone \udc00 low',
  '\udfff',
  -1,
  0,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x10',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30T25:61:00Z',
  '-001-01-01',
  '275760-09-13T00:00:00.000Z',
  true,
  null,
  '',
  '   ',
  [],
  [1, 'two', null],
  {},
  { unknown: 'key' },
  deeplyNested(200),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'x'.repeat(10_000),
];

/** Hostile path and query values, as they arrive in a URL (already percent-encoded where needed). */
export const hostileUrlValues: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '%27%20OR%201%3D1--',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
];

/** Seeded (mulberry32, the draw's generator): the same test values on every run. */
export { seededRandom } from '@phc/competition-builder';

/** `count` distinct items of `list`, picked by `random`. */
export function pick<T>(list: readonly T[], count: number, random: () => number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}
