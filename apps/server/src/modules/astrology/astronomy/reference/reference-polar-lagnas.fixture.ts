/**
 * Polar lagnas for the ascendant tests: births at 67°-75° N (and the Tromsø birth of issue 34), computed ONCE with the Swiss
 * Ephemeris 2.10.03 (npm sweph) by a generator kept outside this repository: swe_houses_ex(jd_ut, SEFLG_SIDEREAL, lat, lon, 'P')
 * with SE_SIDM_LAHIRI, its ascendant rounded to 1e-6°. The instants are UTC, drawn at random over 1950-2040 (seed 7).
 * Never replace them with this repository's own output.
 */
export interface ReferencePolarLagna {
  id: string;
  utc: string;
  latitude: number;
  longitude: number;
  /** Sidereal ascendant, degrees. */
  lagna: number;
}

export const referencePolarLagnas: ReferencePolarLagna[] = [
  { id: 'tromso-1972-07-23', utc: '1972-07-23T21:24:00.000Z', latitude: 69.6492, longitude: 18.9553, lagna: 287.257676 },
  { id: 'tromso-1950-01-06', utc: '1950-01-06T04:08:00.000Z', latitude: 69.6492, longitude: 18.9553, lagna: 202.407307 },
  { id: 'hammerfest-2003-07-28', utc: '2003-07-28T07:21:00.000Z', latitude: 70.6634, longitude: 23.6821, lagna: 150.972701 },
  { id: 'murmansk-1968-11-07', utc: '1968-11-07T15:21:00.000Z', latitude: 68.9585, longitude: 33.0827, lagna: 93.911688 },
  { id: 'kiruna-1971-09-19', utc: '1971-09-19T07:42:00.000Z', latitude: 67.8558, longitude: 20.2253, lagna: 179.156604 },
  { id: 'bodo-2019-10-24', utc: '2019-10-24T11:29:00.000Z', latitude: 67.2804, longitude: 14.4049, lagna: 220.363481 },
  { id: 'norilsk-1979-07-04', utc: '1979-07-04T09:00:00.000Z', latitude: 69.3535, longitude: 88.2027, lagna: 183.798477 },
  { id: 'utqiagvik-2004-06-07', utc: '2004-06-07T23:55:00.000Z', latitude: 71.2906, longitude: -156.7886, lagna: 160.226775 },
  { id: 'upernavik-2020-09-29', utc: '2020-09-29T07:43:00.000Z', latitude: 72.7868, longitude: -56.1549, lagna: 145.960335 },
  { id: 'dikson-2025-08-18', utc: '2025-08-18T18:14:00.000Z', latitude: 73.5069, longitude: 80.5464, lagna: 110.396791 },
  { id: 'resolute-1968-05-31', utc: '1968-05-31T04:32:00.000Z', latitude: 74.6973, longitude: -94.8297, lagna: 18.080202 },
  { id: 'tiksi-2006-06-01', utc: '2006-06-01T07:11:00.000Z', latitude: 71.6872, longitude: 128.8694, lagna: 172.991334 },
  { id: 'vardo-2033-01-16', utc: '2033-01-16T23:08:00.000Z', latitude: 70.3705, longitude: 31.1107, lagna: 177.434773 },
  { id: 'tromso-1956-10-21', utc: '1956-10-21T09:09:00.000Z', latitude: 69.6492, longitude: 18.9553, lagna: 202.257936 },
  { id: 'hammerfest-2010-01-10', utc: '2010-01-10T12:36:00.000Z', latitude: 70.6634, longitude: 23.6821, lagna: 101.958313 },
  { id: 'murmansk-1962-11-28', utc: '1962-11-28T21:07:00.000Z', latitude: 68.9585, longitude: 33.0827, lagna: 139.919346 },
  { id: 'kiruna-2002-05-19', utc: '2002-05-19T02:31:00.000Z', latitude: 67.8558, longitude: 20.2253, lagna: 85.09823 },
  { id: 'bodo-1962-04-12', utc: '1962-04-12T23:13:00.000Z', latitude: 67.2804, longitude: 14.4049, lagna: 214.090392 },
  { id: 'norilsk-2036-11-25', utc: '2036-11-25T22:26:00.000Z', latitude: 69.3535, longitude: 88.2027, lagna: 175.783492 },
  { id: 'utqiagvik-1957-07-07', utc: '1957-07-07T05:23:00.000Z', latitude: 71.2906, longitude: -156.7886, lagna: 206.852714 },
  { id: 'upernavik-2018-12-19', utc: '2018-12-19T03:23:00.000Z', latitude: 72.7868, longitude: -56.1549, lagna: 152.375734 },
  { id: 'dikson-1957-03-05', utc: '1957-03-05T10:22:00.000Z', latitude: 73.5069, longitude: 80.5464, lagna: 134.690287 },
  { id: 'resolute-2038-05-30', utc: '2038-05-30T23:59:00.000Z', latitude: 74.6973, longitude: -94.8297, lagna: 181.277383 },
  { id: 'tiksi-1976-09-07', utc: '1976-09-07T00:23:00.000Z', latitude: 71.6872, longitude: 128.8694, lagna: 170.910384 },
  { id: 'vardo-2001-05-22', utc: '2001-05-22T14:51:00.000Z', latitude: 70.3705, longitude: 31.1107, lagna: 177.573598 },
  { id: 'tromso-1977-12-19', utc: '1977-12-19T15:29:00.000Z', latitude: 69.6492, longitude: 18.9553, lagna: 105.107859 },
  { id: 'hammerfest-2015-10-07', utc: '2015-10-07T14:44:00.000Z', latitude: 70.6634, longitude: 23.6821, lagna: 11.488702 },
  { id: 'murmansk-1963-10-09', utc: '1963-10-09T02:30:00.000Z', latitude: 68.9585, longitude: 33.0827, lagna: 155.412441 },
  { id: 'kiruna-1950-07-14', utc: '1950-07-14T07:38:00.000Z', latitude: 67.8558, longitude: 20.2253, lagna: 144.381302 },
  { id: 'bodo-1981-04-24', utc: '1981-04-24T13:29:00.000Z', latitude: 67.2804, longitude: 14.4049, lagna: 145.264583 },
  { id: 'norilsk-1955-03-28', utc: '1955-03-28T14:13:00.000Z', latitude: 69.3535, longitude: 88.2027, lagna: 175.198868 },
  { id: 'utqiagvik-1999-11-01', utc: '1999-11-01T09:30:00.000Z', latitude: 71.2906, longitude: -156.7886, lagna: 126.438199 },
  { id: 'upernavik-2031-03-24', utc: '2031-03-24T09:01:00.000Z', latitude: 72.7868, longitude: -56.1549, lagna: 358.743515 },
  { id: 'dikson-1964-04-30', utc: '1964-04-30T03:03:00.000Z', latitude: 73.5069, longitude: 80.5464, lagna: 115.359083 },
  { id: 'resolute-2004-05-19', utc: '2004-05-19T22:00:00.000Z', latitude: 74.6973, longitude: -94.8297, lagna: 165.76414 },
  { id: 'tiksi-2019-02-13', utc: '2019-02-13T23:14:00.000Z', latitude: 71.6872, longitude: 128.8694, lagna: 3.624706 },
  { id: 'vardo-1997-07-25', utc: '1997-07-25T13:55:00.000Z', latitude: 70.3705, longitude: 31.1107, lagna: 199.347329 },
  { id: 'tromso-2024-02-28', utc: '2024-02-28T04:35:00.000Z', latitude: 69.6492, longitude: 18.9553, lagna: 36.077022 },
  { id: 'hammerfest-2022-11-22', utc: '2022-11-22T08:22:00.000Z', latitude: 70.6634, longitude: 23.6821, lagna: 208.044476 },
  { id: 'murmansk-1963-03-21', utc: '1963-03-21T07:02:00.000Z', latitude: 68.9585, longitude: 33.0827, lagna: 95.742835 },
  { id: 'kiruna-2008-12-26', utc: '2008-12-26T14:48:00.000Z', latitude: 67.8558, longitude: 20.2253, lagna: 100.236186 },
  { id: 'bodo-1973-12-22', utc: '1973-12-22T20:23:00.000Z', latitude: 67.2804, longitude: 14.4049, lagna: 135.984907 },
  { id: 'norilsk-1952-04-28', utc: '1952-04-28T15:29:00.000Z', latitude: 69.3535, longitude: 88.2027, lagna: 198.93472 },
  { id: 'utqiagvik-1967-09-19', utc: '1967-09-19T16:41:00.000Z', latitude: 71.2906, longitude: -156.7886, lagna: 157.245464 },
  { id: 'upernavik-2032-04-21', utc: '2032-04-21T04:23:00.000Z', latitude: 72.7868, longitude: -56.1549, lagna: 203.464389 },
  { id: 'dikson-1990-03-15', utc: '1990-03-15T01:46:00.000Z', latitude: 73.5069, longitude: 80.5464, lagna: 315.739957 },
  { id: 'resolute-1986-11-23', utc: '1986-11-23T01:30:00.000Z', latitude: 74.6973, longitude: -94.8297, lagna: 118.920224 },
  { id: 'tiksi-1995-02-23', utc: '1995-02-23T16:35:00.000Z', latitude: 71.6872, longitude: 128.8694, lagna: 192.380192 },
];
