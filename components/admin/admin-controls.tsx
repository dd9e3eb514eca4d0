// The back office's shared pieces of a screen: tabs kept in the address (drawn by admin-toolbar),
// the loading / failed / empty states of a list, and a form's save with its refusal in place.
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import { toast } from 'react-toastify';
import { adminErrorMessage } from './admin-messages';
import shell from './admin-shell.module.scss';

/** The value of `param` in the address when it is one of `values`, else `fallback`. */
export function useQueryChoice<T extends string>(
  param: string,
  values: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const router = useRouter();
  const current = values.find((value) => value === router.query[param]) ?? fallback;
  const choose = (next: T) => {
    const query = { ...router.query, [param]: next };
    if (next === fallback) delete query[param];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  return [current, choose];
}

/** A list's states: failed, loading, empty (with its text), else the list. */
export function AdminListState<T>({
  error,
  data,
  isEmpty,
  emptyText,
  children,
}: {
  error: unknown;
  data: T | undefined;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (error) return <p className={shell.failed}>{t('failed')}</p>;
  if (data === undefined) return <Spinner label="" />;
  if (isEmpty(data)) return <p className={shell.empty}>{emptyText}</p>;
  return <>{children(data)}</>;
}

/**
 * Runs a back-office change (a mutation hook's `mutateAsync`, which reads the changed screens
 * again): the refusal is kept for the form to show, `done` follows success (with `savedText`
 * toasted when given).
 */
export function useAdminSave(options: { savedText?: string; done?: () => void }) {
  const { t } = useTranslation('admin');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save<R>(call: () => Promise<R>): Promise<R | undefined> {
    setBusy(true);
    setProblem(null);
    try {
      const result = await call();
      if (options.savedText) toast.success(options.savedText);
      options.done?.();
      return result;
    } catch (error) {
      setProblem(adminErrorMessage(t, error, t('error')));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { save, problem, busy };
}

/** A form's refusal, then its save and cancel buttons. */
export function FormActions({
  busy,
  problem,
  done,
  saveText,
}: {
  busy: boolean;
  problem: string | null;
  done?: () => void;
  saveText?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={shell.stack}>
      {problem && (
        <p role="alert" className={shell.problem}>
          {problem}
        </p>
      )}
      <div className={shell.buttons}>
        <Button type="submit" disabled={busy}>
          {saveText ?? t('catalogue.save')}
        </Button>
        {done && (
          <Button variant="secondary" onClick={done}>
            {t('catalogue.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
