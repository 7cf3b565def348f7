import { useCallback, useState } from 'react';

// These flags are written here, not through the session store (issue 20 looked at it): they are no session datum but
// what the player chose on this page of this device, read by nobody else; the store's `clear` (logout) empties both
// storages, and with them these flags, so the next player sees the red packet, the app strip and the popup again.

/** Local storage: the player closed the floating red packet. */
export const RED_PACKET_CLOSED_KEY = 'redpacketClosed';
/** Local storage: the player closed the app strip. */
export const APP_STRIP_CLOSED_KEY = 'appStripClosed';

/** A yes/no the player set once and the site remembers (local storage), e.g. a closed floating button. */
export function useRememberedFlag(key: string): [boolean, () => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const set = useCallback(() => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      /* private mode: remembered for this page only */
    }
    setOn(true);
  }, [key]);
  return [on, set];
}

/** Once per visit (session storage): the welcome popup. */
export function takeOncePerVisit(key: string): boolean {
  try {
    if (sessionStorage.getItem(key) === '1') return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return true;
  }
}
