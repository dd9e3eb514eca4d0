import { useMutation } from '@tanstack/react-query';
import { postContact, type ContactRequest } from '@/api/contact';
import { useLanguage } from './use-preferences';

/** POST /v3/store/contact; errors toast through the HTTP client. */
export function useContactMutation() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (request: ContactRequest) => postContact({ language, ...request }),
  });
}
