import clsx from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.scss';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** The hint stays under an error too (a bound the error refers to, e.g. a minimum amount). */
  keepHint?: boolean;
}

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, control and its error or hint, wired for assistive technology. */
function Field({
  label,
  error,
  hint,
  keepHint = false,
  required,
  className,
  children,
}: FieldProps & {
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintShown = hint && (!error || keepHint);
  const describedBy =
    [error && `${id}-error`, hintShown && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintShown && error ? (
        <>
          <FieldNote id={id} hint={hint} />
          <FieldNote id={id} error={error} />
        </>
      ) : (
        <FieldNote id={id} error={error} hint={hint} />
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  keepHint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field {...{ label, error, hint, keepHint, className }} required={input.required}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </Field>
  );
}

/** A checkbox with its label beside it, and its error below. */
export function CheckboxField({
  label,
  error,
  className,
  ...input
}: { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const id = useId();
  return (
    <div className={clsx(styles.checkField, className)}>
      <label htmlFor={id} className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldNote id={id} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Omit<FieldProps, 'keepHint'> &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode }) {
  return (
    <Field {...{ label, error, hint, className }} required={select.required}>
      {(control) => (
        <select className={styles.input} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<FieldProps, 'keepHint'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field {...{ label, error, hint, className }} required={input.required}>
      {(control) => (
        <textarea className={clsx(styles.input, styles.textarea)} {...control} {...input} />
      )}
    </Field>
  );
}

function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    );
  return null;
}
