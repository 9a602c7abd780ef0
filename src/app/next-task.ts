/**
 * Ends the current task: what follows runs in a new one, so the browser can paint and answer input
 * in between. Start-up uses it to stay clear of long tasks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}
