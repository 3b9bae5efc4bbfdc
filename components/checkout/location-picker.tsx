import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  locationProblem,
  locationTimeout,
  type Coordinates,
  type LocationProblem,
} from '@/lib/order/location';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';

type Status =
  | { kind: 'idle' }
  | { kind: 'finding' }
  | { kind: 'removed' }
  | { kind: 'problem'; problem: LocationProblem };

type LocationPickerProps = {
  location: Coordinates | null;
  onChange: (location: Coordinates | null) => void;
  words: (typeof checkout)['location'];
};

/** Asks the browser once for the customer's position, to send a map pin with a delivery. */
export function LocationPicker({ location, onChange, words }: LocationPickerProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const share = useRef<HTMLButtonElement>(null);

  function locate() {
    if (status.kind === 'finding') return;
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    setStatus({ kind: 'finding' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onChange({ latitude: coords.latitude, longitude: coords.longitude });
        setStatus({ kind: 'idle' });
      },
      (error) => setStatus({ kind: 'problem', problem: locationProblem(error.code) }),
      { enableHighAccuracy: true, timeout: locationTimeout, maximumAge: 60_000 },
    );
  }

  function remove() {
    onChange(null);
    setStatus({ kind: 'removed' });
    // The Remove button goes away with the location: keep keyboard users next to it.
    share.current?.focus();
  }

  let said = '';
  if (status.kind === 'finding') said = words.finding;
  else if (status.kind === 'problem')
    said = fill(words.problem, { reason: words.reasons[status.problem] });
  else if (location) said = words.added;
  else if (status.kind === 'removed') said = words.removed;

  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-3">
        <button
          ref={share}
          type="button"
          onClick={locate}
          aria-disabled={status.kind === 'finding' || undefined}
          className={buttonClasses({ variant: 'secondary', size: 'small' })}
        >
          {words.share}
        </button>
        {location && (
          <button
            type="button"
            onClick={remove}
            className={buttonClasses({ variant: 'ghost', size: 'small' })}
          >
            {words.remove}
          </button>
        )}
      </div>
      <p
        role="status"
        className={
          status.kind === 'problem'
            ? 'mt-2 text-sm font-bold text-danger'
            : 'mt-2 text-sm text-foreground'
        }
      >
        {said}
      </p>
    </div>
  );
}
