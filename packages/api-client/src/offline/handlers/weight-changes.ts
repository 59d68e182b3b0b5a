import type { RouterOutputs } from '../../trpc';
import type { ChangeHandler } from '../outbox-engine';
import { trpcKeys, type ApiLink } from './api-link';

/** The weight feature's changes that work offline: a day's weigh-in saved or deleted. */
export type WeightChange =
  | { id: string; kind: 'weight.save'; input: { date: string; weight: number } }
  | { id: string; kind: 'weight.delete'; input: { date: string } };

type WeightColumns = RouterOutputs['weight']['list'];

export const weightChanges: ChangeHandler<WeightChange, ApiLink> = {
  kinds: ['weight.save', 'weight.delete'],
  async send(change, { trpcClient }) {
    if (change.kind === 'weight.save') await trpcClient.weight.save.mutate({ ...change.input, changeId: change.id });
    else await trpcClient.weight.delete.mutate({ ...change.input, changeId: change.id });
  },
  // A weigh-in already gone is what the change wanted.
  alreadyDone: (change, code) => change.kind === 'weight.delete' && code === 'NOT_FOUND',
  /** The day's weigh-in in the cached columns, in date order (the time of the data shown stays the server's). */
  show(change, link) {
    const key = trpcKeys(link).weight.list.queryKey();
    const before = link.queryClient.getQueryState(key);
    link.queryClient.setQueryData<WeightColumns>(
      key,
      (columns) => {
        if (!columns) return columns;
        const days = columns.dates.map((date, index) => [date, columns.weights[index]!] as const).filter(([date]) => date !== change.input.date);
        if (change.kind === 'weight.save') days.push([change.input.date, change.input.weight]);
        days.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return { dates: days.map(([date]) => date), weights: days.map(([, weight]) => weight) };
      },
      { updatedAt: before?.dataUpdatedAt },
    );
  },
  refresh(link) {
    const trpc = trpcKeys(link);
    return Promise.all([
      link.queryClient.invalidateQueries({ queryKey: trpc.weight.list.queryKey() }),
      link.queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
    ]);
  },
};
