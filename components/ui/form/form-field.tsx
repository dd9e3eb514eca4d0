import clsx from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.scss';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
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
  required,
  className,
  children,
}: FieldProps & {
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field {...{ label, error, hint, className }} required={input.required}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
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
