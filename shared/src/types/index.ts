// Placeholder until the full contract types land (merged from the shared-lib branch).
export interface ApiResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
}
export interface AppInfo {
  title: string;
  site_state: number;
  repair_tips: string;
  site_logo: string;
  redpacket_switch: number;
  index_modal: number;
  webcontent: string;
  h5_url: string;
  ios_download_url: string;
  ios_download_qrcode: string;
}
export interface UserInfo {
  username: string;
  realname?: string;
  balance: string;
  gameblance: string;
  current_vip: string;
  vip: number;
  avatar: string;
  joinday: number;
  paysum: string;
  isagent: number;
  transferstatus?: number;
  [key: string]: unknown;
}
