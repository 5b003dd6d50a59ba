import { useState } from 'preact/hooks';
import type { DashboardDecodeVinImageMutation } from '../gql/graphql';
import { ReadVin } from './ReadVin';

type Size = { width: number; height: number };
/**
 * What the gateway said of the photo: the VIN, how sure it is of each character, and where it was
 * read (box null: a barcode answered, or no line is known).
 */
export type PhotoReading = Pick<NonNullable<DashboardDecodeVinImageMutation['decodeVinImage']>, 'vin' | 'source' | 'box' | 'characters'>;

/**
 * The chosen photo and, once it is read, the VIN with its unsure characters marked and an outline
 * of where it was found. The outline is
 * drawn in the photo's own pixels (the box the API returns) on an SVG whose viewBox is the photo's
 * natural size and which covers the photo exactly, so it scales with whatever size the photo is shown at.
 */
export function PhotoPreview({ src, reading }: { src: string; reading: PhotoReading | undefined }) {
  const [natural, setNatural] = useState<Size>();
  const box = reading?.box;
  return (
    <figure class="photo">
      <div class="photo-frame">
        <img
          src={src}
          alt={reading ? `The chosen photo, from which ${reading.vin} was read` : 'The chosen photo'}
          onLoad={(event) => {
            const img = event.currentTarget;
            setNatural({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
        {box && natural && (
          <svg
            class="vin-box"
            data-testid="vin-box"
            viewBox={`0 0 ${natural.width} ${natural.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <rect class="halo" x={box.left} y={box.top} width={box.width} height={box.height} />
            <rect x={box.left} y={box.top} width={box.width} height={box.height} />
          </svg>
        )}
      </div>
      {reading && <ReadVin characters={reading.characters} />}
      {reading && (
        <figcaption class="hint">
          {box
            ? `Outlined: where ${reading.vin} was read, ${box.width} × ${box.height} pixels at ${box.left}, ${box.top}` +
              (natural ? ` of the ${natural.width} × ${natural.height} photo.` : '.')
            : reading.source === 'barcode'
              ? `${reading.vin} was read from a barcode: there is no line of text to outline.`
              : `Where ${reading.vin} was read in the photo is not known.`}
        </figcaption>
      )}
    </figure>
  );
}
