export type Coordinates = { latitude: number; longitude: number };

/** Why the browser gave no position; 'unsupported' when it has no geolocation at all. */
export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** How long the browser may take to find the customer, in milliseconds. */
export const locationTimeout = 10_000;

function degrees(value: number): string {
  const fixed = value.toFixed(5);
  // A value that rounds to zero from below would read "-0.00000".
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** A maps link to the point, to 5 decimals (about a metre), which opens in any maps app. */
export function mapsLink({ latitude, longitude }: Coordinates): string {
  return `https://maps.google.com/?q=${degrees(latitude)},${degrees(longitude)}`;
}

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function locationProblem(code: number): LocationProblem {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}
