import styled, { createGlobalStyle } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIban, type OrderSummary, type OrderSummarySection } from '@phc/api-contract';
import { formatDate, formatMomentDate, formatMoney, href, useLocale, type Locale } from '@phc/i18n';
import { A4PageStyle, Button, ButtonLink, DataTable, EmptyState, Heading, QrImage, Stack, TableScroll, useTournament } from '@phc/ui';
import { hasPaymentAccount, sizeRange, summarySections } from './order-summary-logic';

/**
 * Printing (issue 18 item 8): only the page's own content (A4PageStyle: A4, black on white); the site's header,
 * menu, footer and the buttons stay on screen. Mounted with the page, so no other page prints this way.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    [data-layout] > :not(main) {
      display: none !important;
    }
    [data-layout] > main {
      padding: 0;
    }
  }
`;

const StyledSummary = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* Grid items shrink to a phone's width; wide tables scroll inside their TableScroll. */
  & > * {
    min-width: 0;
  }
  @media print {
    gap: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    * {
      color: black !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    table,
    section {
      break-inside: avoid;
    }
  }
`;

const StyledBrand = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  img {
    max-height: ${({ theme }) => theme.sizes.headerHeight};
    width: auto;
  }
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  @media print {
    padding: 0 0 ${({ theme }) => theme.space[3]};
    border-bottom: 2px solid black;
    border-radius: 0;
  }
`;

const StyledActions = styled(Stack)`
  @media print {
    display: none;
  }
`;

/** Figures line up on the right; the doubled class outranks DataTable's own cell alignment. */
const StyledAmounts = styled.td`
  && {
    text-align: right;
    white-space: nowrap;
  }
`;

const StyledAmountsHead = styled.th`
  && {
    text-align: right;
  }
`;

const StyledTotal = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: right;
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Each term and its value are grouped in a div (valid in a dl) that the grid sees through. */
  div {
    display: contents;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

const StyledPayment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledQr = styled.figure`
  margin: 0;
  max-width: 12rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    display: block;
    width: 10rem;
    height: 10rem;
  }
  @media print {
    break-inside: avoid;
  }
`;

/** "QR Platba": the SPD text as a QR code. */
function PaymentQr({ spd }: { spd: string }) {
  const { t } = useLingui();
  return (
    <StyledQr>
      <QrImage text={spd} label={t`QR kód platby`} />
      <figcaption>
        <Trans>QR Platba: naskenujte v aplikaci české banky.</Trans>
      </figcaption>
    </StyledQr>
  );
}

function useSectionTitles(): Record<OrderSummarySection, string> {
  const { t } = useLingui();
  return { bundles: t`Balíčky`, tshirts: t`Trička`, extras: t`Doplňkové služby` };
}

type MoneyAmount = { currency: OrderSummary['currency']; amount: number };
const moneyList = (amounts: readonly MoneyAmount[], locale: Locale) => amounts.map((a) => formatMoney(a.amount, a.currency, { locale })).join(' + ');

function SummaryLines({ summary }: { summary: OrderSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const titles = useSectionTitles();
  return (
    <>
      {summarySections(summary.lines).map(({ section, lines, subtotals }) => (
        <section key={section} aria-label={titles[section]}>
          <TableScroll>
            <DataTable>
              <caption>{titles[section]}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Položka`}</th>
                  <th scope="col">{t`Tým`}</th>
                  <StyledAmountsHead scope="col">{t`Počet`}</StyledAmountsHead>
                  <StyledAmountsHead scope="col">{t`Cena za kus`}</StyledAmountsHead>
                  <StyledAmountsHead scope="col">{t`Celkem`}</StyledAmountsHead>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, i) => (
                  <tr key={`${line.code}-${i}`}>
                    <th scope="row">
                      {line.name[locale]}
                      {line.note && <div>{line.note}</div>}
                    </th>
                    <td>{line.team?.[locale] ?? t`celý klub`}</td>
                    <StyledAmounts>{line.quantity}</StyledAmounts>
                    <StyledAmounts>{formatMoney(line.unitPrice, line.currency, { locale })}</StyledAmounts>
                    <StyledAmounts>{formatMoney(line.total, line.currency, { locale })}</StyledAmounts>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    {t`Mezisoučet`}
                  </th>
                  <StyledAmounts>{moneyList(subtotals, locale)}</StyledAmounts>
                </tr>
              </tfoot>
            </DataTable>
          </TableScroll>
        </section>
      ))}
    </>
  );
}

const StyledPaymentState = styled.p<{ $state: OrderSummary['paymentStatus']['state'] }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme, $state }) => ($state === 'paid' ? theme.colors.success : $state === 'overdue' ? theme.colors.danger : theme.colors.border)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Issue 24: paid (as the organiser marked it), unpaid, or overdue once the due date has passed. */
function PaymentState({ summary }: { summary: OrderSummary }) {
  const locale = useLocale();
  const { state, paidAt, dueDate } = summary.paymentStatus;
  const paidDay = paidAt ? formatMomentDate(paidAt, locale) : '';
  const due = dueDate ? formatDate(dueDate, locale) : '';
  return (
    <StyledPaymentState $state={state} data-payment-state={state}>
      {state === 'paid' ? (
        <Trans>Zaplaceno (přijetí platby potvrdil organizátor {paidDay}).</Trans>
      ) : state === 'overdue' ? (
        <Trans>Po splatnosti: platba měla přijít do {due}. Uhraďte ji prosím co nejdříve.</Trans>
      ) : (
        <Trans>Nezaplaceno.</Trans>
      )}
    </StyledPaymentState>
  );
}

function PaymentDetails({ summary }: { summary: OrderSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const p = summary.payment;
  const rows: [string, string | null][] = [
    [t`Příjemce`, p.recipient],
    [t`Číslo účtu`, p.bankAccount],
    ['IBAN', p.iban ? formatIban(p.iban) : null],
    ['SWIFT/BIC', p.swift],
    [t`Variabilní symbol`, p.variableSymbol],
    [t`Částka`, moneyList(summary.totals, locale)],
    [t`Splatnost`, p.dueDate ? formatDate(p.dueDate, locale) : null],
    [t`Poznámka`, p.note],
  ];
  return (
    <section aria-labelledby="order-summary-payment">
      <Heading level={2} id="order-summary-payment">
        <Trans>Platební údaje</Trans>
      </Heading>
      <PaymentState summary={summary} />
      {hasPaymentAccount(p) ? (
        <StyledPayment>
          <StyledDetails>
            {rows
              .filter((row): row is [string, string] => row[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </StyledDetails>
          {p.qrPayment && <PaymentQr spd={p.qrPayment} />}
        </StyledPayment>
      ) : (
        <p>
          <Trans>Organizátor zatím nezveřejnil číslo účtu. Variabilní symbol vašeho klubu je {p.variableSymbol}.</Trans>
        </p>
      )}
    </section>
  );
}

export type OrderSummaryViewProps = { summary: OrderSummary };

/** The club's order summary with the tournament's brand, printable on A4 (issue 18 item 8). */
export function OrderSummaryView({ summary }: OrderSummaryViewProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const sizes = sizeRange(summary.tshirts.sizes);
  const teams = summary.teams.map((team) => team.label[locale]).join(', ') || '—';
  const tshirtPrice = formatMoney(summary.tshirts.unitPrice, summary.currency, { locale });
  const ordered = summary.tshirts.ordered;
  const freeVip = summary.freeVipTickets;
  return (
    <StyledSummary aria-labelledby="order-summary-title">
      <A4PageStyle $margin="15mm" />
      <PrintStyle />
      <StyledBrand>
        <img src={tournament.theme.logo.src} width={tournament.theme.logo.width} height={tournament.theme.logo.height} alt="" />
        <div>
          <p>{tournament.name[locale]}</p>
          <h1 id="order-summary-title">{t`Souhrn objednávky`}</h1>
          <p>
            {summary.club.name} · {formatDate(summary.generatedAt, locale)} · {summary.currency}
          </p>
        </div>
      </StyledBrand>
      <StyledActions $direction="row" $gap={2} $wrap>
        <Button onClick={() => window.print()}>
          <Trans>Tisk</Trans>
        </Button>
        <ButtonLink variant="secondary" to={href('dashboard', { clubId: summary.club.id }, locale)}>
          <Trans>Zpět do klubové zóny</Trans>
        </ButtonLink>
      </StyledActions>
      {summary.lines.length === 0 ? (
        <EmptyState title={<Trans>Klub zatím nemá žádné objednané položky</Trans>} description={<Trans>Položky se doplní podle registrace klubu.</Trans>} />
      ) : (
        <SummaryLines summary={summary} />
      )}
      <StyledTotal>
        <Trans>Celkem k úhradě:</Trans> {moneyList(summary.totals, locale)}
      </StyledTotal>
      <section aria-labelledby="order-summary-info">
        <Heading level={2} id="order-summary-info">
          <Trans>Informace</Trans>
        </Heading>
        <ul>
          <li>{t`Týmy: ${teams}`}</li>
          <li>{sizes ? t`Turnajové tričko: ${tshirtPrice} (velikosti ${sizes}), objednáno ${ordered}` : t`Turnajové tričko: ${tshirtPrice}, objednáno ${ordered}`}</li>
          <li>{t`VIP vstupenky zdarma: ${freeVip} (jedna na tým)`}</li>
        </ul>
      </section>
      <PaymentDetails summary={summary} />
    </StyledSummary>
  );
}
