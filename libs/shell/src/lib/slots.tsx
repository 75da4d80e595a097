import { createContext, useContext, type ReactNode } from 'react';
import type { ShellSlots } from '@phc/i18n';

const SlotsContext = createContext<ShellSlots>({});

export function SlotsProvider({ slots, children }: { slots: ShellSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useSlots(): ShellSlots {
  return useContext(SlotsContext);
}
