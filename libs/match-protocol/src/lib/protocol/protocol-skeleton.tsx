import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@phc/ui';

/** In the shape of the protocol: score, clock, log. */
export function ProtocolSkeleton() {
  const { t } = useLingui();
  return (
    <Stack $gap={3} aria-busy="true" aria-label={t`Načítání`}>
      <Skeleton height="5rem" />
      <Skeleton height="10rem" />
      <Skeleton height="14rem" />
    </Stack>
  );
}
