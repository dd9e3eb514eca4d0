// The account forms' e-mail and password fields: one input type, autofill hint and translated
// error for each kind, whichever form (sign-in, sign-up, reset, My Info) shows it.
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/form/form-field';
import { useFieldError } from './account-text';

type AccountFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'error'
> & {
  /** The yup or server message in the spec's English; shown in the visitor's language. */
  error?: string;
};

export function EmailField({ error, ...input }: AccountFieldProps) {
  const fieldError = useFieldError();
  return <TextField type="email" autoComplete="email" error={fieldError(error)} {...input} />;
}

/** `new` for a password being chosen (the browser may suggest one), `current` to sign in with. */
export function PasswordField({
  purpose,
  error,
  ...input
}: AccountFieldProps & { purpose: 'current' | 'new' }) {
  const fieldError = useFieldError();
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      error={fieldError(error)}
      {...input}
    />
  );
}
