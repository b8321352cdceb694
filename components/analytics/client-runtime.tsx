import { OfflineStart } from "@/components/offline/offline-start";
import { Analytics } from "./analytics";
import { BuildReload } from "./build-reload";

/** What every page runs in the browser besides its own UI: the new-build check, offline reading and analytics. */
export function ClientRuntime() {
  return (
    <>
      <BuildReload />
      <OfflineStart />
      <Analytics />
    </>
  );
}
