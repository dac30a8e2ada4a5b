/**
 * The `taxi` sample dataset: the TLC zone lookup and a few thousand generated
 * yellow taxi trips of January 2024, in the tables English Module 1 builds
 * from the TLC files (`taxi_zones`, `yellow_trips`, lower-cased TLC columns).
 *
 * The trips are invented but shaped like the real month: Manhattan-heavy
 * pickups, airport runs, rush-hour slowdowns, fares from the 2024 meter
 * (distance and slow time), JFK's flat fare, tips recorded on card payments
 * only, and the dirt a loader meets (app-booked rows with null passenger
 * counts, zero distances, refunds with negative amounts, a few pickups
 * outside the month).
 */
import {seededRandom, type Random} from './random';
import {TAXI_ZONES} from './taxiZones';

export type YellowTrip = {
  vendorid: number;
  tpep_pickup_datetime: string;
  tpep_dropoff_datetime: string;
  passenger_count: number | null;
  trip_distance: number;
  ratecodeid: number | null;
  store_and_fwd_flag: string | null;
  pulocationid: number;
  dolocationid: number;
  payment_type: number;
  fare_amount: number;
  extra: number;
  mta_tax: number;
  tip_amount: number;
  tolls_amount: number;
  improvement_surcharge: number;
  total_amount: number;
  congestion_surcharge: number | null;
  airport_fee: number | null;
};

export const TRIP_COUNT = 3000;
const SEED = 20240101;

const JFK = 132;
const LGA = 138;
const EWR = 1;
const UNKNOWN = 264;

/** Pickups per zone in a month, in thousands, roughly as the TLC's 2024 files have them. */
// prettier-ignore
const PICKUP_WEIGHTS: Record<number, number> = {
  161: 140, 237: 140, [JFK]: 145, 236: 130, 162: 105, 230: 100, 186: 100, 142: 100, [LGA]: 90, 170: 85,
  163: 85, 239: 80, 68: 75, 48: 70, 234: 70, 141: 70, 79: 65, 107: 60, 164: 60, 140: 60, 238: 55, 263: 50,
  249: 50, 100: 45, 229: 45, 246: 45, 90: 40, 137: 40, 43: 40, 114: 35, 113: 35, 233: 35, 262: 30, 143: 30,
  211: 25, 148: 25, 231: 25, 151: 20, 50: 20, 87: 20, 158: 20, 166: 15, 125: 15, 144: 15, 13: 12, 261: 12,
  88: 10, 4: 10, 209: 8, 224: 8, 41: 8, 75: 8, 74: 6, 45: 5, 24: 5, 232: 4, 42: 3, 152: 2, 116: 2, 244: 2,
  243: 1, 127: 0.5, 12: 1, [UNKNOWN]: 30, 70: 8, 7: 5, 255: 5, 181: 3, 65: 3, 145: 3, 66: 2, 33: 2, 97: 2,
  256: 2, 112: 2, 146: 2, 226: 1.5, 129: 1.5, 82: 1, 95: 1, 92: 1, 168: 1, 247: 0.5, 69: 0.5, [EWR]: 0.3,
};

const zoneById = new Map(TAXI_ZONES.map((zone) => [zone.locationid, zone]));
const borough = (id: number) => zoneById.get(id)!.borough;
const isAirport = (id: number) => id === JFK || id === LGA || id === EWR;
/** Manhattan south of about 96th Street, where the congestion surcharge applies. */
const inCongestionZone = (id: number) => zoneById.get(id)!.service_zone === 'Yellow Zone';

const pickupWeights = TAXI_ZONES.map(
  (zone) => [zone.locationid, PICKUP_WEIGHTS[zone.locationid] ?? (zone.locationid > UNKNOWN ? 0 : 0.1)] as const,
);
/** Drop-offs spread further: airports and the outer boroughs get a larger share than pickups. */
const dropoffWeights = TAXI_ZONES.map((zone) => {
  const weight = PICKUP_WEIGHTS[zone.locationid] ?? (zone.locationid > UNKNOWN ? 0.05 : 0.6);
  const scale = isAirport(zone.locationid) ? 0.45 : zone.borough === 'Manhattan' ? 1 : 2;
  return [zone.locationid, weight * scale] as const;
});

/** Trips per hour of the day (0–23), relative. */
// prettier-ignore
const HOUR_WEIGHTS = [3.2, 2.1, 1.4, 0.9, 0.7, 0.9, 2.2, 3.9, 4.9, 5.0, 5.0, 5.3, 5.6, 5.7, 6.1, 6.3, 6.4, 6.9, 7.1, 6.5, 5.9, 5.8, 5.4, 4.4];
/** Average city speed in mph by hour: rush hours crawl. */
// prettier-ignore
const HOUR_SPEED = [16, 17, 18, 18, 19, 17, 13, 10, 9, 9, 9.5, 9.5, 9.5, 9.5, 9, 8.5, 8.5, 8.5, 9, 10, 11.5, 12.5, 13.5, 15];

const round2 = (value: number) => Math.round(value * 100) / 100;
const pad = (value: number) => String(value).padStart(2, '0');

function timestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

function pickupTime(random: Random): Date {
  const days = Array.from({length: 31}, (_, index) => {
    const weekday = new Date(Date.UTC(2024, 0, index + 1)).getUTCDay();
    const weight = index === 0 ? 0.7 : weekday === 0 ? 0.8 : weekday === 6 ? 0.9 : 1;
    return [index + 1, weight] as const;
  });
  const day = random.pick(days);
  const hour = random.pick(HOUR_WEIGHTS.map((weight, index) => [index, weight] as const));
  return new Date(Date.UTC(2024, 0, day, hour, Math.floor(random.next() * 60), Math.floor(random.next() * 60)));
}

/** Miles between two zones, by the kind of trip (no coordinates needed for a believable spread). */
function tripMiles(random: Random, from: number, to: number): number {
  const pair = [from, to];
  if (from === to) return random.logNormal(0.8, 0.5);
  if (pair.includes(EWR)) return random.logNormal(17, 0.12);
  const airport = pair.find((id) => id === JFK || id === LGA);
  const other = borough(airport === from ? to : from);
  if (airport === JFK) return other === 'Manhattan' ? random.logNormal(17.5, 0.1) : random.logNormal(10, 0.35);
  if (airport === LGA) return other === 'Manhattan' ? random.logNormal(9.8, 0.12) : random.logNormal(5.5, 0.4);
  const boroughs = new Set(pair.map(borough));
  if (boroughs.has('Unknown')) return random.logNormal(2, 0.9);
  if (boroughs.size === 1 && boroughs.has('Manhattan')) return Math.min(random.logNormal(1.7, 0.55), 11);
  if (boroughs.has('Manhattan')) return random.logNormal(6, 0.4);
  return random.logNormal(4, 0.6);
}

function trip(random: Random): YellowTrip {
  const pickedUp = pickupTime(random);
  const pu = random.pick(pickupWeights);
  const sameZone = random.chance(0.04);
  const dropoff = sameZone ? pu : random.pick(dropoffWeights);
  const zeroDistance = random.chance(0.015);
  const miles = zeroDistance ? 0 : round2(tripMiles(random, pu, dropoff));
  const hour = pickedUp.getUTCHours();
  const highway = [pu, dropoff].some(isAirport) ? 1.7 : 1;
  const minutes = zeroDistance
    ? random.next() * 3
    : (miles / (HOUR_SPEED[hour]! * highway)) * 60 + 1 + random.next() * 4;
  const droppedOff = new Date(pickedUp.getTime() + Math.round(minutes * 60) * 1000);

  // 2024 meter: $3.00 to start, then $0.70 per fifth of a mile or per minute stopped or slow.
  const slowMinutes = Math.max(0, minutes - (miles / 12) * 60);
  const metered = 3 + 0.7 * Math.round(miles * 5 + slowMinutes);
  const jfkFlat = [pu, dropoff].includes(JFK) && [pu, dropoff].some((id) => borough(id) === 'Manhattan');
  const newark = dropoff === EWR;
  const ratecodeid = jfkFlat ? 2 : newark ? 3 : 1;
  const fare = jfkFlat ? 70 : newark ? metered + 20 : metered;

  const weekday = pickedUp.getUTCDay() >= 1 && pickedUp.getUTCDay() <= 5;
  const extra = weekday && hour >= 16 && hour < 20 ? 2.5 : hour >= 20 || hour < 6 ? 1 : 0;
  const crossesRiver = new Set([borough(pu), borough(dropoff)]).size > 1;
  const tolls = newark ? 17.38 : crossesRiver && random.chance([pu, dropoff].some(isAirport) ? 0.45 : 0.3) ? 6.94 : 0;
  const congestion = inCongestionZone(pu) || inCongestionZone(dropoff) ? 2.5 : 0;
  const airportFee = pu === JFK || pu === LGA ? 1.75 : 0;

  // About one trip in thirty is booked through an app: the meter fields are missing.
  const appBooked = random.chance(0.035);
  const payment = appBooked
    ? 0
    : random.pick([
        [1, 0.79],
        [2, 0.18],
        [3, 0.01],
        [4, 0.02],
      ] as const);
  const beforeTip = fare + extra + 0.5 + tolls + 1 + congestion + airportFee;
  const tipped = (payment === 1 && random.chance(0.9)) || (payment === 0 && random.chance(0.5));
  const tipRate = random.pick([
    [0.2, 0.45],
    [0.25, 0.2],
    [0.3, 0.1],
    [0.15, 0.1],
    [0.1 + random.next() * 0.3, 0.15],
  ] as const);
  const tip = tipped ? round2(beforeTip * tipRate) : 0;
  // A disputed or voided charge is reversed with a second, negative record.
  const sign = (payment === 3 || payment === 4) && random.chance(0.5) ? -1 : 1;
  const money = (value: number) => round2(sign * value);

  const vendorid = random.chance(0.77) ? 2 : 1;
  return {
    vendorid,
    tpep_pickup_datetime: timestamp(pickedUp),
    tpep_dropoff_datetime: timestamp(droppedOff),
    passenger_count: appBooked
      ? null
      : random.pick([
          [1, 75],
          [2, 14],
          [3, 3.5],
          [4, 2],
          [5, 2],
          [6, 1.5],
          [0, 2],
        ] as const),
    trip_distance: miles,
    ratecodeid: appBooked ? null : ratecodeid,
    store_and_fwd_flag: appBooked ? null : vendorid === 1 && random.chance(0.02) ? 'Y' : 'N',
    pulocationid: pu,
    dolocationid: dropoff,
    payment_type: payment,
    fare_amount: money(fare),
    extra: money(extra),
    mta_tax: money(0.5),
    tip_amount: money(tip),
    tolls_amount: money(tolls),
    improvement_surcharge: money(1),
    total_amount: money(beforeTip + tip),
    congestion_surcharge: appBooked ? null : money(congestion),
    airport_fee: appBooked ? null : money(airportFee),
  };
}

/** Pickup times the real January file also holds: late December rows and a meter clock stuck in 2002. */
const OUT_OF_MONTH = ['2023-12-31 23:52:41', '2023-12-31 23:58:09', '2002-12-31 22:17:40', '2024-02-01 00:03:12'];

export function yellowTrips(): YellowTrip[] {
  const random = seededRandom(SEED);
  const trips = Array.from({length: TRIP_COUNT}, () => trip(random));
  OUT_OF_MONTH.forEach((pickup, index) => {
    const moved = trips[index * 101]!;
    const shift = Date.parse(`${pickup}Z`) - Date.parse(`${moved.tpep_pickup_datetime}Z`);
    moved.tpep_pickup_datetime = pickup;
    moved.tpep_dropoff_datetime = timestamp(new Date(Date.parse(`${moved.tpep_dropoff_datetime}Z`) + shift));
  });
  return trips.sort((a, b) => a.tpep_pickup_datetime.localeCompare(b.tpep_pickup_datetime));
}

const literal = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

// prettier-ignore
const TRIP_COLUMNS: readonly (keyof YellowTrip)[] = [
  'vendorid', 'tpep_pickup_datetime', 'tpep_dropoff_datetime', 'passenger_count', 'trip_distance', 'ratecodeid',
  'store_and_fwd_flag', 'pulocationid', 'dolocationid', 'payment_type', 'fare_amount', 'extra', 'mta_tax',
  'tip_amount', 'tolls_amount', 'improvement_surcharge', 'total_amount', 'congestion_surcharge', 'airport_fee',
];

/** The dataset as SQL: the two tables as English Module 1 creates them, then one INSERT each. */
export function taxiDatasetSql(): string {
  const zones = TAXI_ZONES.map(
    (zone) => `(${[zone.locationid, zone.borough, zone.zone, zone.service_zone].map(literal).join(',')})`,
  );
  const trips = yellowTrips().map((row) => `(${TRIP_COLUMNS.map((column) => literal(row[column])).join(',')})`);
  return [
    '-- The `taxi` sample dataset. Generated by scripts/sql/generate-datasets.mts: do not edit by hand.',
    `-- taxi_zones: the NYC TLC taxi zone lookup. yellow_trips: ${TRIP_COUNT} generated trips shaped like`,
    '-- January 2024 (a sample, not the TLC records), with the columns of the TLC files, lower-cased.',
    'CREATE TABLE taxi_zones (locationid bigint PRIMARY KEY, borough text, zone text, service_zone text);',
    `INSERT INTO taxi_zones VALUES\n${zones.join(',\n')};`,
    'CREATE TABLE yellow_trips (',
    '  vendorid integer, tpep_pickup_datetime timestamp, tpep_dropoff_datetime timestamp, passenger_count bigint,',
    '  trip_distance double precision, ratecodeid bigint, store_and_fwd_flag text, pulocationid integer,',
    '  dolocationid integer, payment_type bigint, fare_amount double precision, extra double precision,',
    '  mta_tax double precision, tip_amount double precision, tolls_amount double precision,',
    '  improvement_surcharge double precision, total_amount double precision,',
    '  congestion_surcharge double precision, airport_fee double precision',
    ');',
    `INSERT INTO yellow_trips VALUES\n${trips.join(',\n')};`,
    '',
  ].join('\n');
}
