/**
 * The avatar upload's rules (000 §5, 001 §5: gif or png), for the picker and for `POST /api/uploadimg`, which judges
 * the bytes themselves (the picker's checks on type and size only spare the player a pointless upload).
 */
export const AVATAR_TYPES = ['image/gif', 'image/png'] as const;
/** the file input's `accept` */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 4096;

export const AVATAR_MESSAGES = {
  uploaded: '上传成功',
  noFile: '请选择要上传的图片',
  malformed: '上传内容格式错误，请重新选择图片',
  tooLarge: '图片不能超过2MB',
  notImage: '只支持 PNG 或 GIF 格式的图片',
  tooWide: `图片尺寸不能超过${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE}`,
} as const;

/** What the picker can tell before uploading: the declared type and the size. The first problem, or null. */
export function checkAvatarFile(file: { type?: string; size: number }): string | null {
  if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
