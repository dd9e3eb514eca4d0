// Mounts the pre-access gate when it has something to ask (SPEC §4). The gate's code loads only
// then: a deployment without the gate ships none of it (ADR 0016).
import { lazy, Suspense } from 'react';
import { usePreAccess } from '@/hooks/use-pre-access';

const PreAccessGate = lazy(() =>
  import('./pre-access-gate').then((module) => ({ default: module.PreAccessGate })),
);

export function PreAccess() {
  const { state, allow } = usePreAccess();
  if (state === 'allowed') return null;
  return (
    <Suspense fallback={null}>
      <PreAccessGate onAllowed={allow} />
    </Suspense>
  );
}
