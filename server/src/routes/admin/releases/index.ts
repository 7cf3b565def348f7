import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Type } from 'typebox';
import { REPO_ROOT } from '#app/config/env';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { answers, noQuery, optionalFields, text, type RoutesPlugin } from '#app/routes/schemas';

/**
 * The Releases page of the console (super: the operators who deploy): every area's live version, fallback, pin and
 * history, and rollback / promote / pin / unpin with a note. The same implementation as `npm run remotes`
 * (scripts/lib/operations.mjs: one registry, one lock, the same checks); the host's files are never touched.
 * Deploying a new build stays on the command line (it builds and publishes files).
 */
interface ReleaseOps {
  listAreas(dir: string): unknown[];
  areaHistory(dir: string, name: string): unknown;
  moveArea(
    dir: string,
    name: string,
    target: string | null,
    action: 'rollback' | 'promote' | 'pin',
    o: { host: unknown; by: string; note?: string; force?: boolean },
  ): { changed: boolean; from: string | null; to: string };
  unpinArea(dir: string, name: string, o: { by: string; note?: string }): { changed: boolean };
  resolveRemote(arg: string, registry: unknown): string;
  readHostReleaseFile(file: string): unknown;
  hostReleaseFile(given?: string): string;
  UnknownAreaError: new (...a: never[]) => Error;
}
interface ReleasesLib {
  readRegistry(dir: string): unknown;
  releasesDir(env?: NodeJS.ProcessEnv): string;
}
interface RegistryLib {
  RefusedError: new (...a: never[]) => Error;
}

const load = async <T>(rel: string) => (await import(pathToFileURL(path.join(REPO_ROOT, rel)).href)) as T;

export type ReleasesOptions = {
  /** the releases folder (default: RELEASES_DIR, else `<repo>/releases`, as the CLI and static hosting) */
  dir?: string;
  /** what the live host provides (default: HOST_RELEASE, else host/dist/host-release.json, as the CLI) */
  hostRelease?: string;
};

const releasesRoutes: RoutesPlugin<ReleasesOptions> = async (app, opts) => {
  const [ops, lib, registryLib] = await Promise.all([
    load<ReleaseOps>('scripts/lib/operations.mjs'),
    load<ReleasesLib>('scripts/lib/releases.mjs'),
    load<RegistryLib>('scripts/lib/registry.mjs'),
  ]);
  const dir = () => path.resolve(opts.dir ?? lib.releasesDir());
  const hostFile = () => ops.hostReleaseFile(opts.hostRelease);

  /** The area named in the path, or 404; a refusal of the tool (pinned, not published, incompatible…) is 409. */
  const area = (name: string) => {
    try {
      return ops.resolveRemote(name, lib.readRegistry(dir()));
    } catch (err) {
      if (err instanceof ops.UnknownAreaError) throw new HttpError(404, `区域 ${name.slice(0, 32)} 不存在`);
      throw err;
    }
  };
  const refusedAs409 = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof registryLib.RefusedError) throw new HttpError(409, err.message);
      throw err;
    }
  };
  const by = (request: Parameters<typeof adminOf>[0]) => `console:${adminOf(request).username}`;
  const areaParams = Type.Object({ area: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }) });
  const noteBody = optionalFields({ note: text(200), force: Type.Boolean() }, { additionalProperties: false });

  app.get(
    '/releases',
    { config: { admin: 'super' }, schema: { querystring: noQuery, response: answers() } },
    async () => ok({ dir: dir(), areas: ops.listAreas(dir()) }),
  );

  app.get(
    '/releases/:area',
    { config: { admin: 'super' }, schema: { params: areaParams, querystring: noQuery, response: answers() } },
    async (request) => ok(ops.areaHistory(dir(), area(request.params.area))),
  );

  for (const action of ['rollback', 'promote', 'pin'] as const) {
    app.post(
      `/releases/:area/${action}`,
      {
        config: { admin: 'super' },
        schema: {
          params: areaParams,
          body:
            action === 'rollback'
              ? optionalFields(
                  { to: text(40), note: text(200), force: Type.Boolean() },
                  { additionalProperties: false },
                )
              : Type.Object(
                  { version: text(40), note: Type.Optional(text(200)), force: Type.Optional(Type.Boolean()) },
                  { additionalProperties: false },
                ),
          response: answers(),
        },
      },
      async (request) => {
        const name = area(request.params.area);
        const body = request.body as { to?: string; version?: string; note?: string; force?: boolean };
        const target = action === 'rollback' ? (body.to ?? null) : (body.version ?? null);
        const res = refusedAs409(() =>
          ops.moveArea(dir(), name, target, action, {
            host: ops.readHostReleaseFile(hostFile()),
            by: by(request),
            note: body.note,
            force: body.force ?? false,
          }),
        );
        await audit(app.db, request, {
          action: `release.${action}`,
          target: `area:${name}`,
          detail: { from: res.from, to: res.to, changed: res.changed, note: body.note ?? '', force: !!body.force },
        });
        return ok(res, res.changed ? `${name} 已切换到 ${res.to}` : `${name} 已经是 ${res.to}`);
      },
    );
  }

  app.post(
    '/releases/:area/unpin',
    { config: { admin: 'super' }, schema: { params: areaParams, body: noteBody, response: answers() } },
    async (request) => {
      const name = area(request.params.area);
      const res = refusedAs409(() => ops.unpinArea(dir(), name, { by: by(request), note: request.body.note }));
      await audit(app.db, request, {
        action: 'release.unpin',
        target: `area:${name}`,
        detail: { changed: res.changed },
      });
      return ok(res, res.changed ? `${name} 已解除固定` : `${name} 未被固定`);
    },
  );
};

export default releasesRoutes;
