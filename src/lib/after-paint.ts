/**
 * Runs `run` once the browser has shown the next frame: in a task after the frame that follows it
 * began. The first frame's callback runs before that frame is painted, and the paint reaches the
 * screen a few milliseconds after it; only the following frame's callback is sure to come after.
 * A tab that does not paint (opened in the background) runs it after `latestMs` instead.
 */
export function afterNextPaint(run: () => void, latestMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(once, 0);
      });
    });
  setTimeout(once, typeof requestAnimationFrame === 'function' ? latestMs : 0);
}
