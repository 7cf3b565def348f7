import { apiBaseURL, toast, useSession } from '@h5/shared';
import { AVATAR_ACCEPT, AVATAR_MESSAGES, checkAvatarFile } from '@h5/shared/validators';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useUploadAvatar } from '../api/upload-avatar';
import { DefaultAvatar, Glyph } from './mine-icons';
import './avatar-picker.css';

/** A stored avatar is a path on the API server (`/uploads/avatars/…`). */
const avatarSrc = (avatar: string) => (avatar.startsWith('/') ? `${apiBaseURL()}${avatar}` : avatar);

/**
 * The player's avatar: the uploaded image, or a drawn silhouette. Tapping it opens the picker (PNG or GIF only);
 * after a successful upload the user info is loaded again, which shows the new image.
 */
export function AvatarPicker({ avatar }: { avatar: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [avatar]);
  // a refusal is toasted by the client; `onSuccess` runs on a 200 only
  const upload = useUploadAvatar({
    onSuccess: async (answer) => {
      toast.success(answer.message || AVATAR_MESSAGES.uploaded);
      await useSession.getState().refreshUser();
    },
  });
  const busy = upload.pending;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again still fires a change
    if (!file || busy) return;
    // the server judges the bytes; these checks only spare the player a pointless upload
    const refused = checkAvatarFile(file);
    if (refused) return toast.error(refused);
    await upload.run(file); // no answer: the mutation says so (noAnswerToast)
  };

  return (
    <label className={`mine-avatar${busy ? ' is-busy' : ''}`} title="更换头像">
      <span className="mine-avatar__ring">
        {avatar && !broken ? (
          <img className="mine-avatar__img" src={avatarSrc(avatar)} alt="头像" onError={() => setBroken(true)} />
        ) : (
          <span role="img" aria-label="默认头像" className="mine-avatar__img">
            <DefaultAvatar size={64} />
          </span>
        )}
      </span>
      <span className="mine-avatar__badge" aria-hidden="true">
        <Glyph name="camera" size={12} strokeWidth={2.2} />
      </span>
      <input
        className="mine-avatar__input"
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label="上传头像"
        disabled={busy}
        onChange={onPick}
      />
    </label>
  );
}
