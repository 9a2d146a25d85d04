import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProblem, WishList } from '@wishlist/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { t } from '../i18n';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

/** What is imported (L5): our JSON export as read, or CSV text with the list's name and currency. */
export type ImportSource =
  | { format: 'json'; document: unknown }
  | { format: 'csv'; text: string; name: string; currency: string };

export function importList(source: ImportSource): Promise<WishList> {
  if (source.format === 'json') {
    return apiRequest<WishList>('/api/lists/import', { method: 'POST', body: source.document });
  }
  const query = new URLSearchParams({ name: source.name, currency: source.currency });
  return apiRequest<WishList>(`/api/lists/import?${query}`, {
    method: 'POST',
    text: { type: 'text/csv', content: source.text },
  });
}

/** The rows an import was refused for (400 `import_invalid`), or null for any other failure. */
export function importProblems(error: unknown): ImportProblem[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'import_invalid') return null;
  const problems = (error.body as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (problem): problem is ImportProblem =>
      typeof problem === 'object' &&
      problem !== null &&
      typeof (problem as ImportProblem).message === 'string',
  );
}

/**
 * "Line 3: Price must be at least 0" (CSV, the header is line 1) or "Item 2: …" (JSON). The
 * message comes from the server, already in the reader's language; the line is said here.
 */
export function describeProblem(problem: ImportProblem): string {
  const { message } = problem;
  if (problem.line !== undefined) return t('lists.import.line', { line: problem.line, message });
  if (problem.item !== undefined) return t('lists.import.item', { item: problem.item, message });
  return problem.message;
}

/** Imports a list; the new list opens from the answer, and the dashboard counts it. */
export function useImportList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importList,
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(list._id), list);
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
