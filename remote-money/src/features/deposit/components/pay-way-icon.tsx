import type { PayWay } from '@h5/shared';

/** The pay ways' badges, drawn in code. */
export function PayWayIcon({ way }: { way: PayWay }) {
  const common = { width: 28, height: 28, viewBox: '0 0 32 32', 'aria-hidden': true } as const;
  switch (way) {
    case 'bank':
      return (
        <svg {...common}>
          <rect width="32" height="32" rx="9" fill="#e65050" />
          <path
            d="M8 13h16L16 8.5zM10 14.5v7M14 14.5v7M18 14.5v7M22 14.5v7M8 23h16"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
    case 'usdt':
      return (
        <svg {...common}>
          <rect width="32" height="32" rx="9" fill="#26a17b" />
          <path
            d="M9.5 9.5h13M16 9.5v13M10.5 14.5c0 1.2 2.5 2 5.5 2s5.5-.8 5.5-2-2.5-2-5.5-2-5.5.8-5.5 2z"
            fill="none"
            stroke="#fff"
            strokeWidth="1.9"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'wechat':
      return (
        <svg {...common}>
          <rect width="32" height="32" rx="9" fill="#1aad19" />
          <ellipse cx="13.5" cy="14" rx="6.5" ry="5.2" fill="#fff" />
          <ellipse cx="19.5" cy="18.5" rx="5.5" ry="4.4" fill="#fff" stroke="#1aad19" strokeWidth="1.2" />
          <circle cx="11.3" cy="13" r="0.9" fill="#1aad19" />
          <circle cx="15.3" cy="13" r="0.9" fill="#1aad19" />
        </svg>
      );
    case 'alipay':
      return (
        <svg {...common}>
          <rect width="32" height="32" rx="9" fill="#1677ff" />
          <path
            d="M9 11h14M16 8v8M11 16h10c-1.2 4.5-5.5 8-10 8.5M13 19.5c3 1.5 6.5 3 10 3.5"
            fill="none"
            stroke="#fff"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <rect width="32" height="32" rx="9" fill="#e8a32c" />
          <circle cx="16" cy="12" r="4" fill="none" stroke="#fff" strokeWidth="1.9" />
          <path
            d="M8.5 24c1-4 4-6 7.5-6s6.5 2 7.5 6"
            fill="none"
            stroke="#fff"
            strokeWidth="1.9"
            strokeLinecap="round"
          />
        </svg>
      );
  }
}
