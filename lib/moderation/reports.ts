import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import type { ReportTargetType } from "@/lib/validation/report";
import { deleteTarget, findTarget, setHidden } from "./targets";

/** Files a member's report; one per reporter and target (a database constraint). */
export async function reportContent(
  reporterId: string,
  input: { targetType: ReportTargetType; targetId: string; reason: string },
): Promise<"created" | "duplicate" | "notFound"> {
  const target = await findTarget(input.targetType, input.targetId);
  if (!target) return "notFound";
  try {
    await db.report.create({ data: { reporterId, ...input } });
    return "created";
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "duplicate";
    throw error;
  }
}

/** Open reports, oldest first, with what they are about (targets already gone are closed). */
export async function listOpenReports() {
  const reports = await db.report.findMany({
    where: { status: "OPEN", targetType: { in: ["POST", "COMMENT", "REVIEW"] } },
    select: {
      id: true,
      targetType: true,
      targetId: true,
      reason: true,
      createdAt: true,
      reporter: { select: { username: true, email: true } },
    },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  const withTargets = await Promise.all(
    reports.map(async (r) => ({ ...r, target: await findTarget(r.targetType as ReportTargetType, r.targetId) })),
  );
  return withTargets;
}
export type OpenReport = Awaited<ReturnType<typeof listOpenReports>>[number];

export type Decision = "hide" | "delete" | "dismiss";

/**
 * Applies a moderator's decision to a report and to every open report on the same target. Hiding
 * and deleting tell the author with a notification (shown on their "My posts" page).
 */
export async function decideReport(moderatorId: string, reportId: string, decision: Decision): Promise<boolean> {
  const report = await db.report.findUnique({ where: { id: reportId }, select: { targetType: true, targetId: true } });
  if (!report) return false;
  const type = report.targetType as ReportTargetType;
  const target = await findTarget(type, report.targetId);
  if (target && decision === "hide") await setHidden(type, target.id, new Date());
  if (target && decision === "delete") await deleteTarget(type, target.id);
  const status = decision === "hide" ? "HIDDEN" : decision === "delete" ? "DELETED" : "DISMISSED";
  await db.report.updateMany({
    where: { targetType: report.targetType, targetId: report.targetId, status: "OPEN" },
    data: { status, handledById: moderatorId, handledAt: new Date() },
  });
  if (target && decision !== "dismiss") {
    await db.notification.create({
      data: {
        userId: target.authorId,
        kind: decision === "hide" ? "content-hidden" : "content-deleted",
        data: {
          targetType: type,
          targetId: target.id,
          excerpt: target.excerpt,
          href: decision === "hide" ? target.href : null,
        },
      },
    });
  }
  return true;
}

/** The product whose page shows the reported review, when the report is about a review. */
export async function reviewedProductOf(reportId: string): Promise<string | null> {
  const report = await db.report.findUnique({ where: { id: reportId }, select: { targetType: true, targetId: true } });
  if (report?.targetType !== "REVIEW") return null;
  const review = await db.review.findUnique({ where: { id: report.targetId }, select: { productId: true } });
  return review?.productId ?? null;
}
