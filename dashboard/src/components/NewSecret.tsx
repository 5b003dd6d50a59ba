import { useState } from 'preact/hooks';

/** A key or signing secret shown once, with a copy button and a plain warning. */
export function NewSecret({ label, value, onDone }: { label: string; value: string; onDone(): void }) {
  const [copied, setCopied] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('Copying was refused by the browser: select the text and copy it by hand.');
    }
  }
  return (
    <div class="secret" role="alert">
      <p>
        <strong>Copy this {label} now.</strong> It is shown only once and can never be displayed again; this page forgets it when you close
        this box.
      </p>
      <code class="mono" data-testid="secret-value">
        {value}
      </code>
      <div class="row">
        <button type="button" onClick={copy}>
          Copy {label}
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          I have stored it
        </button>
      </div>
      {copied && <p role="status">{copied}</p>}
    </div>
  );
}
