import { useLingui } from '@lingui/react/macro';
import type { TieBreakProcedureCode } from '@phc/api-contract';

/** Each procedure's name and, in a line, how it treats teams level on points. */
export function useProcedureLabels(): Record<TieBreakProcedureCode, { name: string; summary: string }> {
  const { t } = useLingui();
  return {
    uefa: { name: t`UEFA`, summary: t`Vzájemné zápasy všech vyrovnaných týmů; kdo zůstane vyrovnaný, porovná se znovu jen mezi sebou; pak celkové skóre.` },
    fifa: { name: t`FIFA`, summary: t`Nejdřív celkový rozdíl a počet vstřelených branek, teprve potom vzájemné zápasy.` },
    ihf: { name: t`IHF`, summary: t`Vzájemné zápasy (body, rozdíl, vstřelené branky) v jedné tabulce, pak celkové skóre.` },
    ehf: { name: t`EHF`, summary: t`Jako IHF: kritéria se uplatní postupně ve stejné tabulce vzájemných zápasů, pak celkové skóre.` },
    fivb: { name: t`FIVB`, summary: t`Počet výher, body, poměr setů a míčů, pak vzájemné zápasy.` },
    fiba: { name: t`FIBA`, summary: t`Vzájemné zápasy; jakmile se skupina vyrovnaných zmenší, začíná se znovu jen mezi zbylými.` },
  };
}
