/** A one-line message when `version` (default: this Node.js) is older than the README's minimum. */
export function nodeTooOld(version?: string): string | undefined;
