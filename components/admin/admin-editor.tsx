// The back office's editing pieces shared by its catalogue and editorial screens: tabs kept in
// the address, a search box, saving with the refusal said in place, a picture through the
// upload pipeline, and the form's save and cancel buttons.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { uploadImage } from '@/api/admin';
import { useQueryClient } from '@/api/query/query-client-provider';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/hooks/use-translation';
import { toast } from '@/store/toast';
import { adminErrorMessage } from './admin-messages';
import styles from './admin.module.scss';

/** A typed number; blank becomes null. */
export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Tabs of a screen, the chosen one in `?tab=` (the first when none). */
export function useAdminTab<T extends string>(tabs: readonly T[]): T {
  const { query } = useRouter();
  return tabs.find((name) => name === query.tab) ?? tabs[0]!;
}

export function AdminTabs<T extends string>({
  tabs,
  current,
  label,
  labelOf,
  href,
  onChange,
}: {
  tabs: readonly T[];
  current: T;
  label: string;
  labelOf: (tab: T) => string;
  /** The screen's address; the tab goes into its query. */
  href: string;
  onChange?: (tab: T) => void;
}) {
  const router = useRouter();
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={current === name}
          className={clsx(styles.tab, current === name && styles.tabActive)}
          onClick={() => {
            onChange?.(name);
            void router.replace({ pathname: href, query: { tab: name } }, undefined, {
              shallow: true,
            });
          }}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}

/** A search box that reports its words when sent. */
export function AdminSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit} role="search">
      <input
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={label}
        aria-label={label}
        className={styles.searchInput}
      />
      <Button type="submit" variant="secondary">
        {t('orders.searchButton')}
      </Button>
    </form>
  );
}

/** Runs a change, says it was saved, refreshes the lists under `queryKey`; refusals in place. */
export function useAdminSave(done: () => void, queryKey: readonly unknown[]) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(call: () => Promise<unknown>, saved = t('catalogue.saved')) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
      toast.success(saved);
      await queryClient.invalidateQueries({ queryKey });
      done();
    } catch (error) {
      setProblem(adminErrorMessage(t, error, t('error')));
    } finally {
      setBusy(false);
    }
  }
  return { save, problem, busy };
}

/** A picture sent through the upload pipeline; `onChange` gets its image id. */
export function ImageUpload({
  label,
  imageId,
  onChange,
  onBusy,
}: {
  label: string;
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    onBusy?.(true);
    try {
      const { image } = await uploadImage(file);
      onChange(image.id);
      setPreview(image.variants['400px']);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setUploading(false);
      onBusy?.(false);
    }
  }
  return (
    <div className={styles.upload}>
      <label className={styles.uploadLabel}>
        {label}
        <input
          type="file"
          accept="image/*"
          onChange={(event) => void onFile(event.target.files?.[0])}
          disabled={uploading}
        />
      </label>
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={preview} alt="" className={styles.thumb} width={96} height={96} />
      )}
      <span className={styles.muted}>
        {uploading ? t('catalogue.uploading') : imageId ? t('catalogue.pictureSet') : ''}
      </span>
    </div>
  );
}

export function FormActions({
  busy,
  problem,
  done,
}: {
  busy: boolean;
  problem: string | null;
  /** Cancel: leaves the form (no cancel button without it). */
  done?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" disabled={busy}>
          {t('catalogue.save')}
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
