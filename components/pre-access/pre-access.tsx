// Mounts the pre-access gate's check when this deployment has the gate on (rules §4): the server
// says so in every page's props (`preAccess`, from app initialisation). Its code (the stored
// e-mail, the check call, the gate) loads only then: a deployment without the gate, and every
// page's first load, carry none of it (ADR 0016).
import { lazy, Suspense } from 'react';

const PreAccessCheck = lazy(() =>
  import('./pre-access-check').then((module) => ({ default: module.PreAccessCheck })),
);

export function PreAccess({ on }: { on?: boolean }) {
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <PreAccessCheck />
    </Suspense>
  );
}
