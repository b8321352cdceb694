// What every community server action answers: a typed result, never a thrown error. `error` and
// the field errors are message keys ("CommunityErrors" and the form's validation namespace).
export type ErrorKey =
  | "signIn"
  | "needUsername"
  | "invalid"
  | "rateLimited"
  | "notFound"
  | "forbidden"
  | "publishPostFailed"
  | "deletePostsFailed"
  | "publishCommentFailed"
  | "deleteCommentFailed"
  | "reviewFailed"
  | "translateUnavailable"
  | "translateFailed"
  | "reportFailed"
  | "alreadyReported"
  | "moderationFailed"
  | "chatFailed";

export type Failure = { ok: false; error: ErrorKey; fieldErrors?: Record<string, string>; retryAfterSeconds?: number };
export type ActionResult<T extends object = object> = ({ ok: true } & T) | Failure;
