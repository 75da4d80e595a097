export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises a query object the way the API reads it: nested objects as brackets
 * (`{ filter: { club: 3 } }` → `filter[club]=3`), arrays repeated, empty values left out.
 */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else params.append(key, String(value));
  };
  Object.entries(query).forEach(([key, value]) => add(key, value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
