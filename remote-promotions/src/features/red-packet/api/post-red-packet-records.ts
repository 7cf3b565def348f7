import { post, type RedPacketRecord } from '@h5/shared';
import { pageFrom } from '@h5/shared/ui';
import { useCallback } from 'react';

export interface RedPacketRecordPage {
  data: RedPacketRecord[];
  total: number;
  last_page: number;
}

/** `POST /api/redpacket` with `page`: the welfare centre's red-packet records. Refusals are toasted. */
export const postRedPacketRecords = (page: number, signal?: AbortSignal) =>
  post<RedPacketRecordPage>('/api/redpacket', { page }, { silent: page > 1, signal });

/**
 * The records' pages for the shared `InfiniteList`, which pages through them itself (page 1 each time the list
 * opens, the next one near the end, its own retry), so this hook gives its `load` rather than a query: a refusal
 * ends the list (null), no answer lets the list offer its retry.
 */
export const useRedPacketRecordPages = () =>
  useCallback(async (page: number) => {
    const res = await postRedPacketRecords(page);
    return res.code === 200 ? pageFrom(res.data) : null;
  }, []);
