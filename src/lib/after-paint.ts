/**
 * Runs `run` once the browser has painted the next frame (in a task after the frame's callbacks).
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
      setTimeout(once, 0);
    });
  setTimeout(once, typeof requestAnimationFrame === 'function' ? latestMs : 0);
}
