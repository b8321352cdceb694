/**
 * Watches for the reader typing (a trusted `input` event) and remembers the address they typed on:
 * `typedHere()` is true while they are still on it, so a reload that would lose their text can wait.
 * Client navigations change the address, so typing on one page does not hold back another.
 */
export function watchTyping(): { typedHere: () => boolean; stop: () => void } {
  let typedOn: string | undefined;
  const onInput = (event: Event) => {
    if (event.isTrusted) typedOn = window.location.href;
  };
  document.addEventListener("input", onInput, true);
  return {
    typedHere: () => typedOn === window.location.href,
    stop: () => document.removeEventListener("input", onInput, true),
  };
}
