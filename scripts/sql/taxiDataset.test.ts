import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DATASETS, datasetPath} from './datasets';
import {TRIP_COUNT, yellowTrips} from './taxiDataset';
import {TAXI_ZONES} from './taxiZones';

const trips = yellowTrips();
const share = (count: number) => count / trips.length;
const borough = (id: number) => TAXI_ZONES[id - 1]!.borough;

describe('sample datasets', () => {
  it.each(Object.entries(DATASETS))('the committed %s.sql is what the generator writes', (name, generate) => {
    expect(readFileSync(datasetPath(name), 'utf8') === generate(), `run npm run generate:datasets (${name})`).toBe(
      true,
    );
  });
});

describe('taxi dataset', () => {
  it('has the TLC zone list, numbered 1–265', () => {
    expect(TAXI_ZONES).toHaveLength(265);
    expect(TAXI_ZONES[131]).toEqual({
      locationid: 132,
      borough: 'Queens',
      zone: 'JFK Airport',
      service_zone: 'Airports',
    });
    expect(new Set(TAXI_ZONES.map((zone) => zone.borough))).toEqual(
      new Set(['EWR', 'Queens', 'Bronx', 'Manhattan', 'Staten Island', 'Brooklyn', 'Unknown', 'N/A']),
    );
  });

  it('has a few thousand trips, nearly all picked up in January 2024', () => {
    expect(trips).toHaveLength(TRIP_COUNT);
    const outside = trips.filter((trip) => !trip.tpep_pickup_datetime.startsWith('2024-01'));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.length).toBeLessThan(10);
    expect(trips.every((trip) => trip.tpep_dropoff_datetime >= trip.tpep_pickup_datetime)).toBe(true);
  });

  it('picks up mostly in Manhattan, with the airports next', () => {
    const manhattan = share(trips.filter((trip) => borough(trip.pulocationid) === 'Manhattan').length);
    const airports = share(trips.filter((trip) => [132, 138].includes(trip.pulocationid)).length);
    expect(manhattan).toBeGreaterThan(0.8);
    expect(airports).toBeGreaterThan(0.05);
    expect(airports).toBeLessThan(0.15);
  });

  it('is busier in the evening than before dawn', () => {
    const inHour = (hour: number) =>
      trips.filter((trip) => Number(trip.tpep_pickup_datetime.slice(11, 13)) === hour).length;
    expect(inHour(18)).toBeGreaterThan(4 * inHour(4));
  });

  it('charges metered fares that grow with distance, and JFK–Manhattan at the flat fare', () => {
    const metered = trips.filter((trip) => trip.ratecodeid === 1 && trip.fare_amount > 0);
    expect(metered.every((trip) => trip.fare_amount >= 3 + 3.5 * trip.trip_distance - 0.36)).toBe(true);
    const flat = trips.filter((trip) => trip.ratecodeid === 2);
    expect(flat.length).toBeGreaterThan(10);
    expect(
      flat.every((trip) => Math.abs(trip.fare_amount) === 70 && (trip.trip_distance > 12 || trip.trip_distance === 0)),
    ).toBe(true);
  });

  it('records tips on card payments only, and most card trips tip', () => {
    expect(trips.filter((trip) => trip.payment_type === 2).every((trip) => trip.tip_amount === 0)).toBe(true);
    const card = trips.filter((trip) => trip.payment_type === 1);
    expect(card.filter((trip) => trip.tip_amount > 0).length / card.length).toBeGreaterThan(0.8);
  });

  it('adds up each metered total from its parts', () => {
    for (const trip of trips.filter((row) => row.congestion_surcharge !== null)) {
      const parts =
        trip.fare_amount +
        trip.extra +
        trip.mta_tax +
        trip.tip_amount +
        trip.tolls_amount +
        trip.improvement_surcharge +
        trip.congestion_surcharge! +
        trip.airport_fee!;
      expect(trip.total_amount).toBeCloseTo(parts, 2);
    }
  });

  it('has the dirt lesson 4.11 looks for: null passenger counts, zero distances, negative totals', () => {
    expect(
      trips.some((trip) => trip.passenger_count === null && trip.ratecodeid === null && trip.airport_fee === null),
    ).toBe(true);
    expect(trips.some((trip) => trip.trip_distance === 0)).toBe(true);
    expect(trips.some((trip) => trip.total_amount < 0)).toBe(true);
  });
});
