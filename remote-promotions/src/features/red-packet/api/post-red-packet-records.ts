import { post, type RedPacketRecord } from '@h5/shared';

export interface RedPacketRecordPage {
  data: RedPacketRecord[];
  total: number;
  last_page: number;
}

/** `POST /api/redpacket` with `page` (001 §7): the welfare centre's red-packet records. Refusals are toasted. */
export const postRedPacketRecords = (page: number) => post<RedPacketRecordPage>('/api/redpacket', { page }, { silent: page > 1 });
