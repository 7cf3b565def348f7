import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMe } from '../auth/api';
import { contentKey, writer, type ContentList } from './api';

/** Editors (and super) write content; every other admin reads it (the server refuses their writes all the same). */
export function useCanEdit() {
  const role = useMe().data?.role;
  return role === 'editor' || role === 'super';
}

/**
 * Saving and removing rows of one list: each says what happened (or the server's message) and asks the list again.
 * `save` answers the row as the server stored it (sanitised HTML), for a form that stays open.
 */
export function useContentWriter<Row, Body>(list: ContentList, noun: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKey(list) });
  const w = writer<Row, Body>(list);

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body; done?: string }) => w.save(id, body),
    onSuccess: (_row, { id, done }) => {
      message.success(done ?? (id === null ? `已添加${noun}` : `已保存${noun}`));
      void refresh();
    },
    onError: (e) => {
      message.error(e.message);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => w.remove(id),
    onSuccess: () => {
      message.success(`已删除${noun}`);
      void refresh();
    },
    onError: (e) => {
      message.error(e.message);
      void refresh();
    },
  });
  return { save, remove, refresh };
}

/** The fields of `next` that differ from `before` (a PATCH sends only those). */
export function changedFields<T extends object>(before: Partial<T>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) if (next[key] !== before[key]) out[key] = next[key];
  return out;
}
