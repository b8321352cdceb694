// The browser's offer to install the site as an app (`beforeinstallprompt`, Chromium only), kept
// by components/offline/offline-client.ts for the mobile page's "Install" button.

type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let offer: InstallPrompt | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function setInstallOffer(event: Event | undefined) {
  offer = event as InstallPrompt | undefined;
  changed();
}

export const installOffered = () => offer !== undefined;

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function install(): Promise<void> {
  const current = offer;
  setInstallOffer(undefined);
  if (!current) return;
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}
