import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Training, TrainingInput } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { pushAlert, useConfirm } from '@phc/ui';
import { trainingMutations } from './training-queries';

/** The changes of the trainings screen: each refetches the lists and says how it went (SPEC §7, §8). */
export function useTrainingActions() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const saving = useMutation(trainingMutations.save());
  const removing = useMutation(trainingMutations.remove());
  const cancelling = useMutation(trainingMutations.cancel());
  const joining = useMutation(trainingMutations.join());
  const closedMessage = t`Tréninky už nelze měnit.`;

  /** A 409 on create is a slot another team took meanwhile (SPEC §8). */
  const saveFailure = (error: unknown, creating: boolean) =>
    isApiError(error, 409)
      ? creating
        ? t`Trénink se nepodařilo vytvořit (čas pravděpodobně mezitím obsadil jiný tým).`
        : t`Trénink se nepodařilo uložit (čas je pravděpodobně obsazen jiným týmem, nebo ho organizátor už vyřídil).`
      : isApiError(error, 403)
        ? closedMessage
        : t`Trénink se nepodařilo uložit.`;

  const save = async (input: TrainingInput, editing: Training | null) => {
    await saving.mutateAsync({ input, editing });
    pushAlert({ type: 'success', message: t`Trénink byl uložen.` });
  };

  const change = async (options: { title: string; message: string; confirmLabel: string; run: () => Promise<unknown>; done: string; failed: string }) => {
    if (!(await confirm({ title: options.title, message: options.message, confirmLabel: options.confirmLabel, danger: true }))) return;
    try {
      await options.run();
      pushAlert({ type: 'success', message: options.done });
    } catch (error) {
      pushAlert({ type: 'danger', message: isApiError(error, 403) ? closedMessage : options.failed });
    }
  };

  const remove = (training: Training, label: string) =>
    change({
      title: t`Smazat trénink?`,
      message: t`Trénink ${label} bude smazán.`,
      confirmLabel: t`Smazat`,
      run: () => removing.mutateAsync(training.id),
      done: t`Trénink byl smazán.`,
      failed: t`Trénink se nepodařilo smazat.`,
    });

  const cancel = (training: Training, label: string) =>
    change({
      title: t`Zrušit trénink?`,
      message: t`Trénink ${label} bude zrušen a čekající žádosti o přátelské utkání odmítnuty.`,
      confirmLabel: t`Zrušit trénink`,
      run: () => cancelling.mutateAsync(training.id),
      done: t`Trénink byl zrušen.`,
      failed: t`Trénink se nepodařilo zrušit.`,
    });

  const join = async (training: Training, teamId: number) => {
    await joining.mutateAsync({ trainingId: training.id, teamId });
    pushAlert({ type: 'success', message: t`Žádost o přátelské utkání byla odeslána.` });
  };
  const joinFailure = (error: unknown) =>
    isApiError(error, 409) && error.code === 'trainingStarted'
      ? t`Žádost se nepodařilo odeslat: trénink už začal.`
      : isApiError(error, 409) ? t`Žádost se nepodařilo odeslat: trénink už soupeře nehledá, nebo jste o něj už požádali.` : isApiError(error, 403) ? closedMessage : t`Žádost se nepodařilo odeslat.`;

  return { save, saveFailure, remove, cancel, join, joinFailure };
}
