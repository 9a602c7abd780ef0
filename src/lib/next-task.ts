interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, so the browser can paint and answer input
 * in between. Start-up uses it to stay clear of long tasks. `scheduler.yield()` where the browser
 * has it, else a message to ourselves: unlike `setTimeout`, neither is slowed to once a second
 * when the page opens in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
