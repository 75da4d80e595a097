import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClubRow } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { formatDate, formatMoment, useLocale } from '@phc/i18n';
import { Badge, Button, Heading, pushAlert } from '@phc/ui';
import { adminMutations } from '../queries/admin-queries';
import { paymentLabels, paymentVariants } from './state-labels';

const StyledPayment = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

/** The payment badge of a club's order, as the list and the club's page show it. */
export function PaymentBadge({ payment }: { payment: AdminClubRow['payment'] }) {
  const { i18n } = useLingui();
  if (!payment) return <>—</>;
  return <Badge variant={paymentVariants[payment.state]}>{i18n._(paymentLabels[payment.state])}</Badge>;
}

/**
 * Issue 24: whether the club has paid, who said so and when, and the organiser's button to mark it
 * (or take the mark back). A new registration has no order yet and shows nothing.
 */
export function PaymentStatus({ club }: { club: Pick<AdminClubRow, 'id' | 'name' | 'payment'> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const setPayment = useMutation(adminMutations.setClubPayment(club.id));
  const payment = club.payment;
  if (!payment) return null;
  const paid = payment.state === 'paid';
  const toggle = async () => {
    try {
      await setPayment.mutateAsync(!paid);
      pushAlert({ type: 'success', message: paid ? t`Úhrada zrušena: ${club.name}` : t`Označeno jako zaplacené: ${club.name}` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 403) ? t`K tomuto rozhodnutí nemáte oprávnění.` : t`Platbu se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  };
  const paidAt = payment.paidAt ? formatMoment(payment.paidAt, locale) : '';
  const paidBy = payment.paidBy ?? '';
  const due = payment.dueDate ? formatDate(payment.dueDate, locale) : '';
  return (
    <StyledPayment aria-labelledby="club-payment-title">
      <Heading level={2} size={4} id="club-payment-title">
        <Trans>Platba</Trans>
      </Heading>
      <PaymentBadge payment={payment} />
      <p>
        {paid ? (
          <Trans>
            Zaplaceno {paidAt}, označil(a) {paidBy}.
          </Trans>
        ) : due ? (
          <Trans>Splatnost {due}.</Trans>
        ) : (
          <Trans>Splatnost není nastavena.</Trans>
        )}
      </p>
      <Button size="sm" variant={paid ? 'secondary' : 'primary'} loading={setPayment.isPending} onClick={() => void toggle()}>
        {paid ? <Trans>Zrušit úhradu</Trans> : <Trans>Označit jako zaplacené</Trans>}
      </Button>
    </StyledPayment>
  );
}
