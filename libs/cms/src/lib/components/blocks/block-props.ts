import type { Block } from '@phc/api-contract';

/** Every block component gets its section's blocks: one, or several hero blocks in a row. */
export type BlockProps<B extends Block = Block> = { blocks: B[] };
