// POST /v2 store/resell/register: a resale request at a desired price.
import { useMutation } from '@tanstack/react-query';
import type { RegisterResaleRequest } from '@/schemas/resale';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { http, noToast } from '../http';
import { resaleKeys } from './keys';

/** The screens say refusals in place: no toast. */
const quiet = { ...noToast };

export function registerResale(body: RegisterResaleRequest): Promise<ResaleRequestDto> {
  return http.v2.post<ResaleRequestDto>('/store/resell/register', body, quiet);
}

/** Every resale query is refetched once the server has answered, either way. */
export function useRegisterResaleMutation() {
  return useMutation({
    mutationFn: registerResale,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: resaleKeys.all() }),
  });
}
