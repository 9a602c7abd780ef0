import './bypass-link.css';

/**
 * A way past a long block for a keyboard (WCAG 2.4.1, technique G123): hidden until it has the
 * focus, then shown where it is; pressed, it puts the focus on the first control that is there of
 * `targets` (CSS selectors, in order), so the block's many controls need no Tab each. A button, not
 * a link: the address's hash is the step's route.
 */
export function BypassLink({ label, targets }: { label: string; targets: readonly string[] }) {
  const go = () => {
    for (const selector of targets) {
      const target = document.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        target.scrollIntoView?.({ block: 'center' });
        return;
      }
    }
  };
  return (
    <button type="button" className="bypass-link" onClick={go}>
      {label}
    </button>
  );
}
