// Mounts the pre-access gate's check when this deployment has the gate on (SPEC §4). Its code
// (the stored e-mail, the check call, the gate) loads only then: a deployment without the gate,
// and every page's first load, carry none of it (ADR 0016).
import { lazy, Suspense } from 'react';
import { useAppInit } from '@/hooks/use-app-init';

const PreAccessCheck = lazy(() =>
  import('./pre-access-check').then((module) => ({ default: module.PreAccessCheck })),
);

export function PreAccess() {
  const { data: init } = useAppInit();
  if (init?.pre_access !== true) return null;
  return (
    <Suspense fallback={null}>
      <PreAccessCheck />
    </Suspense>
  );
}
