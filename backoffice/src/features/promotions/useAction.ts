import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * A change the admin makes on these pages: on success the server's result in a message and `done`; either way the
 * lists it touches (`invalidate`) are asked again, and a refusal is shown as the server wrote it.
 */
export function useAction<V, R>(opts: {
  fn: (v: V) => Promise<R>;
  invalidate: QueryKey[];
  success: (r: R, v: V) => string;
  done?: (r: R, v: V) => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(opts.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: opts.fn,
    onSuccess: (r, v) => {
      void message.success(opts.success(r, v));
      opts.done?.(r, v);
      void refresh();
    },
    onError: (err) => {
      void message.error(err.message);
      void refresh();
    },
  });
}
