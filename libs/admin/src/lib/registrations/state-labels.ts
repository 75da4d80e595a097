import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderPaymentState, RegistrationState } from '@phc/api-contract';
import type { BadgeVariant } from '@phc/ui';

/** SPEC §4 registration states as organisers name them. */
export const stateLabels: Record<RegistrationState, MessageDescriptor> = {
  new: msg`Nová`,
  processed: msg`Zpracovaná`,
  approved: msg`Schválená`,
};

export const stateVariants: Record<RegistrationState, BadgeVariant> = { new: 'warning', processed: 'primary', approved: 'success' };

/** The decision that leads to each state: approve, process, or return the registration to the club. */
export const actionLabels: Record<RegistrationState, MessageDescriptor> = {
  approved: msg`Schválit`,
  processed: msg`Zpracovat`,
  new: msg`Vrátit`,
};

export const actionStates: readonly RegistrationState[] = ['approved', 'processed', 'new'];

/** Issue 24: the order's payment as the organiser marks it and the due date judges it. */
export const paymentLabels: Record<OrderPaymentState, MessageDescriptor> = {
  paid: msg`Zaplaceno`,
  unpaid: msg`Nezaplaceno`,
  overdue: msg`Po splatnosti`,
};

export const paymentVariants: Record<OrderPaymentState, BadgeVariant> = { paid: 'success', unpaid: 'neutral', overdue: 'danger' };
