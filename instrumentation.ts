// Runs once per server process: a timer retries mail that could not be sent (SMTP down) and drops
// old rate-limit windows. Each run claims rows, so several processes can run it side by side.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startMaintenance } = await import("@/lib/maintenance");
  startMaintenance();
}
