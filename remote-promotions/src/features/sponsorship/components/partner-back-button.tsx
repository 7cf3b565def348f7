import { goBack, useNavigate } from '@h5/shared';

/** The round back image floating over a partner's full-screen page. */
export function PartnerBackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="zz-back" aria-label="返回" onClick={() => goBack(navigate)}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="rgba(23,27,41,0.55)" stroke="rgba(255,216,138,0.7)" strokeWidth="1.5" />
        <path
          d="M23 12l-8 8 8 8"
          fill="none"
          stroke="#ffe3a3"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
