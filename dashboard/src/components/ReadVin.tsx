import type { DashboardDecodeVinImageMutation } from '../gql/graphql';

export type ReadCharacter = NonNullable<DashboardDecodeVinImageMutation['decodeVinImage']>['characters'][number];

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/**
 * The VIN as read from the photo, one character at a time. The characters the reading is unsure
 * of are underlined in the danger colour, and named after the VIN too: a tooltip (each character's
 * confidence) shows only to a pointer, and colour alone says nothing to a screen reader.
 */
export function ReadVin({ characters }: { characters: ReadCharacter[] }) {
  const unsure = characters.filter((c) => c.unsure).map((c) => c.position);
  return (
    <p class="read-vin">
      Read:{' '}
      <span class="mono" data-testid="read-vin">
        {characters.map((c) => (
          <span
            key={c.position}
            class={c.unsure ? 'unsure' : undefined}
            data-position={c.position}
            title={`Position ${c.position}: ${c.character}, confidence ${percent(c.confidence)}${c.unsure ? ', unsure' : ''}`}
          >
            {c.character}
          </span>
        ))}
      </span>{' '}
      <small data-testid="unsure-characters">
        {unsure.length === 0
          ? '(every character read surely)'
          : `(check ${unsure.length === 1 ? 'position' : 'positions'} ${unsure.join(', ')} against the plate: underlined)`}
      </small>
    </p>
  );
}
