/** The help centre's greeting, with a speech bubble and a question mark drawn here (no downloaded artwork). */
export function HelpHero() {
  return (
    <section className="help-hero">
      <div className="help-hero__text">
        <b>您好，有什么可以帮您？</b>
        <small>常见问题、规则说明与联系方式都在这里</small>
      </div>
      <svg className="help-hero__art" viewBox="0 0 96 96" aria-hidden="true">
        <defs>
          <linearGradient id="help-bubble" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff0c2" />
            <stop offset="1" stopColor="#e8a32c" />
          </linearGradient>
        </defs>
        <rect x="10" y="14" width="62" height="46" rx="14" fill="url(#help-bubble)" />
        <path d="M24 60l-6 14 18-14z" fill="#e8a32c" />
        <circle cx="28" cy="37" r="4" fill="#3b2608" />
        <circle cx="41" cy="37" r="4" fill="#3b2608" />
        <circle cx="54" cy="37" r="4" fill="#3b2608" />
        <rect x="50" y="44" width="38" height="30" rx="10" fill="#6aa8ff" opacity="0.9" />
        <path d="M64 54a5 5 0 1 1 6 4.8V62M70 67v1" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </section>
  );
}
