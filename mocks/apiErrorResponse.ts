import { HttpResponse } from 'msw';
import type { ApiError } from '../contracts/apiError.ts';

export function apiErrorResponse(status: number, message: string) {
  return HttpResponse.json<ApiError>({ error: { status, message } }, { status });
}
