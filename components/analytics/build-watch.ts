import { watchTyping } from "@/components/ui/typed-here";
import { checkEveryMs, checkSoon, firstCheckMs, guardKey, readGuard, shouldReload } from "./build-check";

/**
 * Asks /api/build a second after it starts (not on slow-2g), every 5 minutes and whenever the page
 * becomes visible again, and reloads once when the server's build is not `pageBuild`. A page the
 * reader has typed in is not reloaded (their text would be lost): the next page they open is of the
 * new build. Returns its stop.
 */
export function watchBuild(pageBuild: string): () => void {
  let busy = false;
  const typing = watchTyping();
  const check = async () => {
    if (busy || document.visibilityState === "hidden" || typing.typedHere()) return;
    busy = true;
    try {
      const response = await fetch("/api/build", { cache: "no-store" });
      const { buildId } = (await response.json()) as { buildId?: unknown };
      // The reader may have typed while the answer was on its way.
      if (typing.typedHere() || !shouldReload(pageBuild, buildId, readGuard(sessionStorage), Date.now())) return;
      sessionStorage.setItem(guardKey, JSON.stringify({ at: Date.now(), target: buildId }));
      window.location.reload();
    } catch {
      // Offline or mid-deploy: the next check tries again.
    } finally {
      busy = false;
    }
  };
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const first = checkSoon(connection) ? setTimeout(check, firstCheckMs) : undefined;
  const every = setInterval(check, checkEveryMs);
  const onVisible = () => void (document.visibilityState === "visible" && check());
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    typing.stop();
    clearTimeout(first);
    clearInterval(every);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
