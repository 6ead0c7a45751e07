import './Spinner.css';

/** A loading indicator named by its label and announced once by screen readers through its status role. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="hc-spinner" role="status" aria-label={label}>
      <span className="hc-spinner__circle" aria-hidden="true" />
      <span className="hc-visually-hidden">{label}</span>
    </div>
  );
}
