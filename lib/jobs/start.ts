import "server-only";

/** Makes this process run every background job of the site (instrumentation.ts, `npm run worker`). */
export async function startBackgroundJobs(): Promise<void> {
  const [{ startSubscriptionJobs }, { startNewsroomJobs }] = await Promise.all([
    import("@/lib/subscriptions/jobs"),
    import("@/lib/newsroom/schedule"),
  ]);
  await Promise.all([startSubscriptionJobs(), startNewsroomJobs()]);
}
