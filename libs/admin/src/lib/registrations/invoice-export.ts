import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@phc/i18n';
import { pushAlert } from '@phc/ui';
import { invoiceItemsCsv } from '../logic/invoice-csv';
import { adminQueries } from '../queries/admin-queries';

/** Hands the browser a file to save; nothing leaves the page but the download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Exports the invoice items of the given clubs as a CSV file for a spreadsheet. */
export function useInvoiceExport() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (clubIds: readonly number[], locale: Locale) => {
    try {
      const wanted = new Set(clubIds);
      const items = (await queryClient.fetchQuery(adminQueries.invoiceItems())).filter((item) => wanted.has(item.clubId));
      const labels = {
        club: t`Klub`,
        clubId: t`ID klubu`,
        team: t`ID týmu`,
        item: t`Položka`,
        code: t`Kód`,
        quantity: t`Množství`,
        unitPrice: t`Cena za kus`,
        currency: t`Měna`,
        total: t`Celkem`,
        note: t`Poznámka`,
      };
      download(`${t`faktury`}-${new Date().toISOString().slice(0, 10)}.csv`, invoiceItemsCsv(items, labels, locale));
    } catch {
      pushAlert({ type: 'danger', message: t`Export se nepodařilo připravit. Zkuste to prosím znovu.` });
    }
  };
}
