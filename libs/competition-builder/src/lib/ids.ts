/** Database ids (numbers) or draft keys (strings): the builder never does arithmetic on them. */
export type Id = number | string;

/** One key per id for maps and sets, so that `1` and `'1'` never silently meet. */
export const idKey = (id: Id): string => `${typeof id}:${id}`;
