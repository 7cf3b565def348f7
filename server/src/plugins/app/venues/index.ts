import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#app/db/client';
import { venues, type FaultMode, type Venue } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { globalPlugin } from '#app/lib/plugin';
import type { VenueAdapter } from './adapter';
import { VENUE_MESSAGES } from './messages';
import { createSimulator, type Simulator } from './simulator/index';
import { DEFAULT_TRANSFER_CONFIG, createTransferService, type TransferConfig, type TransferService } from './transfers';

export interface VenueOptions extends Partial<TransferConfig> {
  /** fault modes applied at start (env VENUE_SIM_FAULT) */
  faults?: Record<string, FaultMode>;
  /** 'hang' mode: share of transfers the simulator applies before going silent (env VENUE_SIM_HANG_APPLY, default 0.5) */
  hangApplyRate?: number;
  /** the site's public address (PUBLIC_URL): launch URLs are built on it; absent = the listening address */
  publicUrl?: string;
}

/** `http://<address>:<port>` of a listening server (0.0.0.0 / :: read as localhost), or null before listening. */
export function listeningUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The venues of the platform: their adapters (all the built-in simulator), the transfer service, lookups. */
export function createVenueService(db: Db, opts: VenueOptions & { listening?: () => string | null } = {}) {
  const simulator = createSimulator(db, { hangApplyRate: opts.hangApplyRate });
  const adapterFor = (_platname: string): VenueAdapter => simulator.adapter;
  const transfers = createTransferService(db, adapterFor, {
    timeoutMs: opts.timeoutMs ?? DEFAULT_TRANSFER_CONFIG.timeoutMs,
    reconcileAfterMs: opts.reconcileAfterMs ?? DEFAULT_TRANSFER_CONFIG.reconcileAfterMs,
    giveUpAfterMs: opts.giveUpAfterMs ?? DEFAULT_TRANSFER_CONFIG.giveUpAfterMs,
  });

  async function find(platname: string): Promise<Venue | null> {
    if (typeof platname !== 'string' || platname === '' || platname.length > 32) return null;
    const [row] = await db.select().from(venues).where(eq(venues.platname, platname));
    return row ?? null;
  }

  return {
    simulator,
    adapterFor,
    /**
     * The base of every launch URL: the configured public address, else the address the server listens on — never
     * the request's Host header (a forged Host must not reach a URL handed to a player).
     */
    publicBaseUrl(): string {
      return (opts.publicUrl ?? opts.listening?.() ?? 'http://localhost').replace(/\/+$/, '');
    },
    transfers,
    find,
    /** The venue, or a 404 (unknown) / 400 (disabled, unless `allowDisabled`) with a Chinese message. */
    async require(platname: string, opts: { allowDisabled?: boolean } = {}): Promise<Venue> {
      const v = await find(platname);
      if (!v) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
      if (!v.enabled && !opts.allowDisabled) throw new HttpError(400, VENUE_MESSAGES.venueClosed);
      return v;
    },
    enabled: () => db.select().from(venues).where(eq(venues.enabled, true)).orderBy(asc(venues.sort), asc(venues.id)),
  };
}

export type VenueService = ReturnType<typeof createVenueService> & { simulator: Simulator; transfers: TransferService };

declare module 'fastify' {
  interface FastifyInstance {
    venues: VenueService;
  }
}

export default globalPlugin<VenueOptions>(async function venuesPlugin(app: FastifyInstance, opts) {
  const service = createVenueService(app.db, {
    ...opts,
    listening: () => (app.server.listening ? listeningUrl(app.server.address()) : null),
  });
  app.decorate('venues', service);
  for (const [platname, mode] of Object.entries(opts.faults ?? {}))
    await service.simulator.setFault(app.db, platname, mode);
});
