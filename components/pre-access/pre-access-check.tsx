// The gate is on: check the stored e-mail and ask for one when there is none or it was refused.
import { usePreAccess } from '@/hooks/use-pre-access';
import { PreAccessGate } from './pre-access-gate';

export function PreAccessCheck() {
  const { state, allow } = usePreAccess();
  if (state === 'allowed') return null;
  return <PreAccessGate onAllowed={allow} />;
}
