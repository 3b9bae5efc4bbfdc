import { locationProblem, mapsLink } from './location';

describe('mapsLink', () => {
  it('prints latitude and longitude with exactly 5 decimals', () => {
    expect(mapsLink({ latitude: 25.4358, longitude: 81.8463 })).toBe(
      'https://maps.google.com/?q=25.43580,81.84630',
    );
    expect(mapsLink({ latitude: 25, longitude: 81 })).toBe(
      'https://maps.google.com/?q=25.00000,81.00000',
    );
  });

  it('rounds to the nearest fifth decimal', () => {
    expect(mapsLink({ latitude: 25.435806, longitude: 81.846304 })).toBe(
      'https://maps.google.com/?q=25.43581,81.84630',
    );
    expect(mapsLink({ latitude: 12.999996, longitude: 77.1234549 })).toBe(
      'https://maps.google.com/?q=13.00000,77.12345',
    );
  });

  it('keeps the sign of southern and western positions', () => {
    expect(mapsLink({ latitude: -33.8688197, longitude: -70.1234 })).toBe(
      'https://maps.google.com/?q=-33.86882,-70.12340',
    );
  });

  it('never writes a negative zero', () => {
    expect(mapsLink({ latitude: -0.000001, longitude: -0.0000049 })).toBe(
      'https://maps.google.com/?q=0.00000,0.00000',
    );
  });
});

describe('locationProblem', () => {
  it('reads the browser error codes', () => {
    expect(locationProblem(1)).toBe('denied');
    expect(locationProblem(2)).toBe('unavailable');
    expect(locationProblem(3)).toBe('timeout');
  });
});
