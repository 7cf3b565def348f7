// Line icons of the login page (24×24, currentColor), drawn here: no icon font, no downloaded artwork.
import { LineSvg } from '../../../components/line-svg';

export const UserIcon = () => (
  <LineSvg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.9-3.8 3.9-6 7.5-6s6.6 2.2 7.5 6" />
  </LineSvg>
);

export const LockIcon = () => (
  <LineSvg>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7" />
    <path d="M12 14.5v2.5" />
  </LineSvg>
);

export const LockCheckIcon = () => (
  <LineSvg>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7" />
    <path d="M9.3 15.4l1.9 1.8 3.5-3.5" />
  </LineSvg>
);

export const IdCardIcon = () => (
  <LineSvg>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <circle cx="8.8" cy="11" r="2.1" />
    <path d="M5.8 16.2c.6-1.5 1.7-2.3 3-2.3s2.4.8 3 2.3M14.5 10h3.5M14.5 13.5h3.5" />
  </LineSvg>
);

export const WalletKeyIcon = () => (
  <LineSvg>
    <path d="M19 8V6.5A2.5 2.5 0 0 0 16.5 4h-10A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20h10a2.5 2.5 0 0 0 2.5-2.5V16" />
    <path d="M14 9.5h6v5h-6a2.5 2.5 0 0 1 0-5z" />
    <circle cx="15.5" cy="12" r=".6" fill="currentColor" />
  </LineSvg>
);

export const ShieldIcon = ({ size }: { size?: number }) => (
  <LineSvg size={size}>
    <path d="M12 3l7 2.8v5.4c0 4.4-3 8.1-7 9.8-4-1.7-7-5.4-7-9.8V5.8z" />
    <path d="M9 12l2.2 2.2L15.3 10" />
  </LineSvg>
);

export const EyeIcon = () => (
  <LineSvg>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineSvg>
);

export const EyeOffIcon = () => (
  <LineSvg>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-3 3.8M6.6 6.7C4 8.4 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </LineSvg>
);

export const GiftIcon = () => (
  <LineSvg size={16}>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12M12 8.5S10.8 4 8.3 4a2.2 2.2 0 0 0 0 4.5M12 8.5S13.2 4 15.7 4a2.2 2.2 0 0 1 0 4.5" />
  </LineSvg>
);

export const CompassIcon = () => (
  <LineSvg size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </LineSvg>
);

export const HeadsetIcon = () => (
  <LineSvg size={16}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.4-1.6 2-4 2h-2" />
  </LineSvg>
);

export const RefreshIcon = () => (
  <LineSvg size={14}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
  </LineSvg>
);

export const BoltIcon = () => (
  <LineSvg size={18}>
    <path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z" />
  </LineSvg>
);

export const ClockIcon = () => (
  <LineSvg size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.2 2" />
  </LineSvg>
);
