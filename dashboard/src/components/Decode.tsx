import { useEffect, useState } from 'preact/hooks';
import { execute, executeUpload } from '../api/graphql';
import { DecodeVinImageMutation, DecodeVinQuery } from '../api/operations';
import type { DashboardDecodeVinQuery } from '../gql/graphql';
import { messageOf } from './useLoad';
import { PhotoPreview, type PhotoReading } from './PhotoPreview';
import { VehicleResult } from './VehicleResult';
import { textField } from '../format';

type Vehicle = NonNullable<DashboardDecodeVinQuery['decodeVin']>;
type Outcome = { vehicle: Vehicle; source: string; warnings: string[] };

/** Decode a typed VIN or one read from a photo; each success bills one decode. */
export function Decode({ onDecoded }: { onDecoded(): void }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();
  const [reading, setReading] = useState<PhotoReading>();

  // The preview's object URL holds the photo in memory until it is revoked.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function chose(event: Event) {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    setReading(undefined);
    setPreview(file ? URL.createObjectURL(file) : undefined);
  }

  async function attempt(work: () => Promise<Outcome>) {
    setBusy(true);
    setError(undefined);
    try {
      setOutcome(await work());
      onDecoded();
    } catch (e) {
      setOutcome(undefined);
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  function typed(event: Event) {
    event.preventDefault();
    const vin = textField(new FormData(event.currentTarget as HTMLFormElement), 'vin');
    void attempt(async () => {
      const { decodeVin } = await execute(DecodeVinQuery, { vin });
      // A failed decode answers null with its error, which execute() has already thrown.
      if (!decodeVin) throw new Error('the VIN could not be decoded');
      return { vehicle: decodeVin, source: 'typed', warnings: decodeVin.warnings };
    });
  }

  function photo(event: Event) {
    event.preventDefault();
    const file = new FormData(event.currentTarget as HTMLFormElement).get('photo');
    if (!(file instanceof File) || file.size === 0) return setError('Choose a photo first.');
    void attempt(async () => {
      setReading(undefined);
      const { decodeVinImage } = await executeUpload(DecodeVinImageMutation, { image: file }, 'image', file);
      if (!decodeVinImage) throw new Error('no VIN could be read from the photo');
      setReading(decodeVinImage);
      // Read, but unknown to the catalog (the answer's error says VIN_NOT_FOUND; not billed).
      if (!decodeVinImage.vehicle) throw new Error(`read ${decodeVinImage.vin} from the photo, but the catalog cannot decode it`);
      const confidence = `read from the photo, confidence ${Math.round(decodeVinImage.confidence * 100)} %${decodeVinImage.verified ? '' : ', not verified'}`;
      return { vehicle: decodeVinImage.vehicle, source: confidence, warnings: decodeVinImage.warnings };
    });
  }

  return (
    <section id="decode" aria-labelledby="decode-title">
      <h2 id="decode-title">Decode a VIN</h2>
      <p class="hint">Each successful decode counts against today's quota.</p>
      <div class="two">
        <form onSubmit={typed}>
          <label for="vin">VIN</label>
          <input
            id="vin"
            name="vin"
            required
            maxLength={64}
            autocomplete="off"
            spellcheck={false}
            class="mono"
            aria-describedby="vin-hint"
          />
          <p id="vin-hint" class="hint">
            17 characters; I, O and Q never appear in a VIN.
          </p>
          <button type="submit" disabled={busy}>
            Decode
          </button>
        </form>
        <form onSubmit={photo}>
          <label for="photo">Photo of a VIN plate or label (JPEG or PNG, up to 10 MB)</label>
          <input id="photo" name="photo" type="file" accept="image/jpeg,image/png" onChange={chose} />
          <button type="submit" disabled={busy}>
            Read and decode
          </button>
          {preview && <PhotoPreview key={preview} src={preview} reading={reading} />}
        </form>
      </div>
      <div aria-live="polite">
        {busy && <p role="status">Decoding…</p>}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {outcome && <VehicleResult {...outcome} />}
      </div>
    </section>
  );
}
