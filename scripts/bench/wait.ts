// The scripts' wait for a server they started: `url` answering 2xx, checked every half second.

/** Resolves once `url` answers 2xx; throws after `seconds`. */
export async function waitFor(url: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
