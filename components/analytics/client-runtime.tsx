import { Analytics } from "./analytics";
import { BuildReload } from "./build-reload";

/** What every page runs in the browser besides its own UI: the new-build check and analytics. */
export function ClientRuntime() {
  return (
    <>
      <BuildReload />
      <Analytics />
    </>
  );
}
