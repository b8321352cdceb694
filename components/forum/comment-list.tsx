import { getTranslations } from "next-intl/server";
import { ReportButton } from "@/components/moderation/report-button";
import type { Comment } from "@/lib/forum/comments";
import { renderForumMarkdown } from "@/lib/forum/markdown";
import { canDelete, type Viewer } from "@/lib/forum/viewer";
import { DeleteCommentButton } from "./delete-comment-button";
import { getRegionFormatter } from "@/lib/i18n/format";

/** A page of comments; the author (or a moderator) can delete, other members can report. */
export async function CommentList({ comments, viewer }: { comments: Comment[]; viewer: Viewer }) {
  const t = await getTranslations("Comments");
  const format = await getRegionFormatter();
  return (
    <ol className="space-y-4">
      {comments.map((c) => (
        <li key={c.id} id={`comment-${c.id}`} className="panel">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-800 dark:text-slate-200">
              {c.author.username ?? t("formerMember")}
            </span>
            {" · "}
            <time dateTime={c.createdAt.toISOString()}>
              {format.dateTime(c.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </p>
          {c.hiddenAt && (
            <p role="note" className="mt-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
              {t("hiddenNotice")}
            </p>
          )}
          <div
            className="forum-body mt-2 space-y-2"
            dangerouslySetInnerHTML={{ __html: renderForumMarkdown(c.text) }}
          />
          <div className="mt-2 flex gap-4">
            {canDelete(viewer, c.authorId) && <DeleteCommentButton commentId={c.id} />}
            {viewer && viewer.id !== c.authorId && <ReportButton targetType="COMMENT" targetId={c.id} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
