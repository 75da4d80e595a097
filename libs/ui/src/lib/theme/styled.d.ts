import 'styled-components';
import type { AppTheme } from './base-theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends AppTheme {}
}
