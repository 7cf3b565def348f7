import { areaFile } from '../../../lib/area-file';
import { LOGIN_ART } from '../start-frame';
import './auth-hero.css';

/**
 * The navy-and-gold band under the shell header: crowned star medallion, fanned cards and chips (one picture,
 * public/frames/login-art.svg, that index.html's frame draws in the same box before this code has arrived: see
 * LOGIN_FRAME), the title and the subtitle.
 */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="login-hero">
      <img
        className="login-hero__art"
        src={areaFile(LOGIN_ART)}
        width={260}
        height={128}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
      <h1 className="login-hero__title">{title}</h1>
      <p className="login-hero__subtitle">{subtitle}</p>
    </section>
  );
}
