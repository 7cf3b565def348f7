import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#app/db/client';
import { AGENT_APPLICATION_STATES, agentApplications, users } from '#app/db/schema/index';
import { HttpError, badRequest, conflict, unauthorized } from '#app/lib/http-error';
import { offsetOf, paged } from '#app/lib/paging';
import { isUniqueViolation } from '#app/lib/pg-errors';
import { shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import { audit } from '#app/plugins/app/admin-auth';

export const AGENT_MESSAGES = {
  submitted: '申请已提交，请等待审核',
  alreadyApplied: '您已提交过合伙人申请，请勿重复申请',
  alreadyAgent: '您已经是合伙人，无需再次申请',
  notFound: '申请不存在',
  alreadyReviewed: '该申请已审核',
  noteTooLong: '备注不能超过200个字',
  userNotFound: '用户不存在',
  made: '已设为代理',
  revoked: '已取消代理资格',
  approved: '审核通过',
  rejected: '已拒绝',
} as const;

export interface ApplyBody {
  mobile?: unknown;
  apply_info?: unknown;
}

/** Control characters (other than line breaks and tab) are removed from what the player typed; text stays text. */
const clean = (v: unknown) =>
  String(v)
    // eslint-disable-next-line no-control-regex -- matching control characters is the point (they are removed)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();

/**
 * POST /api/applyagentdo: the page's rules (mobile, reason, reason length), then one application per player. An
 * agent cannot apply; a second application (also one racing the first) is refused by the unique index with 409.
 */
export async function applyForAgent(db: Db, userId: number, body: ApplyBody): Promise<void> {
  const problem = rules.checkPartnerApplication(body);
  if (problem) throw badRequest(problem);
  const [user] = await db.select({ isAgent: users.isAgent }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (user.isAgent) throw conflict(AGENT_MESSAGES.alreadyAgent);
  try {
    const inserted = await db
      .insert(agentApplications)
      .values({ userId, mobile: clean(body.mobile), applyInfo: clean(body.apply_info) })
      .onConflictDoNothing({ target: agentApplications.userId })
      .returning({ id: agentApplications.id });
    if (inserted.length === 0) throw conflict(AGENT_MESSAGES.alreadyApplied);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AGENT_MESSAGES.alreadyApplied);
    throw err;
  }
}

/** What the partner page shows instead of the form: isagent, and the player's application if there is one. */
export async function agentStatus(db: Db, userId: number) {
  const [row] = await db
    .select({
      isAgent: users.isAgent,
      state: agentApplications.state,
      mobile: agentApplications.mobile,
      applyInfo: agentApplications.applyInfo,
      createdAt: agentApplications.createdAt,
      reviewedAt: agentApplications.reviewedAt,
    })
    .from(users)
    .leftJoin(agentApplications, eq(agentApplications.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return {
    isagent: row.isAgent ? 1 : 0,
    /** 0 never applied, 1 pending review, 2 approved, 3 rejected. */
    state: row.state ?? 0,
    mobile: row.mobile ?? '',
    apply_info: row.applyInfo ?? '',
    created_at: shanghaiTimestamp(row.createdAt),
    reviewed_at: shanghaiTimestamp(row.reviewedAt),
  };
}

// ---- back office

export async function listApplications(db: Db, q: { page: number; per_page: number; state?: number }) {
  const where: SQL | undefined = q.state ? eq(agentApplications.state, q.state) : undefined;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(agentApplications)
    .where(where);
  const rows = await db
    .select({
      id: agentApplications.id,
      userId: agentApplications.userId,
      username: users.username,
      realname: users.realname,
      isAgent: users.isAgent,
      mobile: agentApplications.mobile,
      applyInfo: agentApplications.applyInfo,
      state: agentApplications.state,
      reviewNote: agentApplications.reviewNote,
      reviewedBy: agentApplications.reviewedBy,
      reviewedAt: agentApplications.reviewedAt,
      createdAt: agentApplications.createdAt,
    })
    .from(agentApplications)
    .innerJoin(users, eq(users.id, agentApplications.userId))
    .where(where)
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(q.per_page)
    .offset(offsetOf(q.page, q.per_page));
  return paged(
    rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      username: r.username,
      realname: r.realname,
      isagent: r.isAgent ? 1 : 0,
      mobile: r.mobile,
      apply_info: r.applyInfo,
      state: r.state,
      review_note: r.reviewNote,
      reviewed_by: r.reviewedBy,
      reviewed_at: shanghaiTimestamp(r.reviewedAt),
      created_at: shanghaiTimestamp(r.createdAt),
    })),
    total,
    q.page,
    q.per_page,
  );
}

function reviewNote(note: unknown): string {
  const text = typeof note === 'string' ? clean(note) : '';
  if ([...text].length > 200) throw badRequest(AGENT_MESSAGES.noteTooLong);
  return text;
}

/**
 * Approve (the player becomes an agent) or reject a pending application, once: the state changes only from pending,
 * in one transaction with the player's flag and the audit record, so two operators cannot both decide.
 */
export async function reviewApplication(
  db: Db,
  request: FastifyRequest,
  id: number,
  approve: boolean,
  note: unknown,
): Promise<void> {
  const text = reviewNote(note);
  const actor = request.admin?.username ?? 'system';
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(agentApplications)
      .set({
        state: approve ? AGENT_APPLICATION_STATES.approved : AGENT_APPLICATION_STATES.rejected,
        reviewNote: text,
        reviewedBy: actor.slice(0, 64),
        reviewedAt: sql`now()`,
      })
      .where(and(eq(agentApplications.id, id), eq(agentApplications.state, AGENT_APPLICATION_STATES.pending)))
      .returning({ userId: agentApplications.userId });
    if (!row) {
      const [exists] = await tx
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(eq(agentApplications.id, id));
      throw exists ? conflict(AGENT_MESSAGES.alreadyReviewed) : new HttpError(404, AGENT_MESSAGES.notFound);
    }
    if (approve)
      await tx
        .update(users)
        .set({ isAgent: true, updatedAt: sql`now()` })
        .where(eq(users.id, row.userId));
    await audit(tx, request, {
      action: approve ? 'agent.approve' : 'agent.reject',
      target: `agent-application:${id}`,
      detail: { userId: row.userId, note: text },
    });
  });
}

/** Make a player an agent directly (or take it back), whether or not they applied. */
export async function setAgent(
  db: Db,
  request: FastifyRequest,
  userId: number,
  isAgent: boolean,
  note: unknown,
): Promise<void> {
  const text = reviewNote(note);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isAgent, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw new HttpError(404, AGENT_MESSAGES.userNotFound);
    if (isAgent) {
      // a pending application is settled by the decision
      await tx
        .update(agentApplications)
        .set({
          state: AGENT_APPLICATION_STATES.approved,
          reviewNote: text,
          reviewedBy: (request.admin?.username ?? 'system').slice(0, 64),
          reviewedAt: sql`now()`,
        })
        .where(
          and(eq(agentApplications.userId, userId), eq(agentApplications.state, AGENT_APPLICATION_STATES.pending)),
        );
    }
    await audit(tx, request, {
      action: isAgent ? 'agent.make' : 'agent.revoke',
      target: `user:${userId}`,
      detail: { note: text },
    });
  });
}
