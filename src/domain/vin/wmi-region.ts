/**
 * The country ISO 3780 allocates a WMI's first two characters to. The catalog records a country
 * for most WMIs but not all (about one in eleven of the bundled extract's); this is the rule every
 * WMI is issued under, so it answers for the rest. Names are spelled as the catalog's Country table
 * spells them.
 */

/** Position-2 characters in allocation order (I, O and Q are never used). */
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** First character → [second-character range, country]; ranges are inclusive, in ORDER. */
const ALLOCATION: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  A: [
    ['AH', 'SOUTH AFRICA'],
    ['JN', 'IVORY COAST'],
  ],
  B: [
    ['AE', 'ANGOLA'],
    ['FK', 'KENYA'],
    ['LR', 'TANZANIA'],
  ],
  C: [
    ['AE', 'BENIN'],
    ['FK', 'MADAGASCAR'],
    ['LR', 'TUNISIA'],
  ],
  D: [
    ['AE', 'EGYPT'],
    ['FK', 'MOROCCO'],
    ['LR', 'ZAMBIA'],
  ],
  E: [
    ['AE', 'ETHIOPIA'],
    ['FK', 'MOZAMBIQUE'],
  ],
  F: [
    ['AE', 'GHANA'],
    ['FK', 'NIGERIA'],
  ],
  H: [['A0', 'CHINA']],
  J: [['A0', 'JAPAN']],
  K: [
    ['AE', 'SRI LANKA'],
    ['FK', 'ISRAEL'],
    ['LR', 'SOUTH KOREA'],
    ['S0', 'KAZAKHSTAN'],
  ],
  L: [['A0', 'CHINA']],
  M: [
    ['AE', 'INDIA'],
    ['FK', 'INDONESIA'],
    ['LR', 'THAILAND'],
    ['S0', 'MYANMAR (BURMA)'],
  ],
  N: [
    ['AE', 'IRAN'],
    ['FK', 'PAKISTAN'],
    ['LR', 'TURKEY'],
  ],
  P: [
    ['AE', 'PHILIPPINES'],
    ['FK', 'SINGAPORE'],
    ['LR', 'MALAYSIA'],
  ],
  R: [
    ['AE', 'UNITED ARAB EMIRATES'],
    ['FK', 'TAIWAN'],
    ['LR', 'VIETNAM'],
    ['S0', 'SAUDI ARABIA'],
  ],
  S: [
    ['AM', 'UNITED KINGDOM (UK)'],
    ['NT', 'GERMANY'],
    ['UZ', 'POLAND'],
    ['14', 'LATVIA'],
  ],
  T: [
    ['AH', 'SWITZERLAND'],
    ['JP', 'CZECH REPUBLIC'],
    ['RV', 'HUNGARY'],
    ['W1', 'PORTUGAL'],
  ],
  U: [
    ['HM', 'DENMARK'],
    ['NT', 'IRELAND'],
    ['UZ', 'ROMANIA'],
    ['57', 'SLOVAKIA'],
  ],
  V: [
    ['AE', 'AUSTRIA'],
    ['FR', 'FRANCE'],
    ['SW', 'SPAIN'],
    ['X2', 'SERBIA'],
    ['35', 'CROATIA'],
    ['60', 'ESTONIA'],
  ],
  W: [['A0', 'GERMANY']],
  X: [
    ['AE', 'BULGARIA'],
    ['FK', 'GREECE'],
    ['LR', 'NETHERLANDS'],
    ['SW', 'RUSSIA'],
    ['X2', 'LUXEMBOURG'],
    ['30', 'RUSSIA'],
  ],
  Y: [
    ['AE', 'BELGIUM'],
    ['FK', 'FINLAND'],
    ['LR', 'MALTA'],
    ['SW', 'SWEDEN'],
    ['X2', 'NORWAY'],
    ['35', 'BELARUS'],
    ['60', 'UKRAINE'],
  ],
  Z: [
    ['AR', 'ITALY'],
    ['X2', 'SLOVENIA'],
    ['35', 'LITHUANIA'],
  ],
  '1': [['A0', 'UNITED STATES (USA)']],
  '2': [['A0', 'CANADA']],
  '3': [
    ['AW', 'MEXICO'],
    ['X7', 'COSTA RICA'],
  ],
  '4': [['A0', 'UNITED STATES (USA)']],
  '5': [['A0', 'UNITED STATES (USA)']],
  '6': [['AW', 'AUSTRALIA']],
  '7': [
    ['AE', 'NEW ZEALAND'],
    ['F0', 'UNITED STATES (USA)'],
  ],
  '8': [
    ['AE', 'ARGENTINA'],
    ['FK', 'CHILE'],
    ['LR', 'ECUADOR'],
    ['SW', 'PERU'],
    ['X2', 'VENEZUELA'],
  ],
  '9': [
    ['AE', 'BRAZIL'],
    ['FK', 'COLOMBIA'],
    ['LR', 'PARAGUAY'],
    ['SW', 'URUGUAY'],
    ['X2', 'TRINIDAD AND TOBAGO'],
    ['39', 'BRAZIL'],
  ],
};

export function wmiRegionCountry(wmi: string): string | null {
  const second = ORDER.indexOf(wmi[1] ?? '');
  if (second === -1) return null;
  for (const [range, country] of ALLOCATION[wmi[0] ?? ''] ?? []) {
    if (second >= ORDER.indexOf(range[0]!) && second <= ORDER.indexOf(range[1]!)) return country;
  }
  return null;
}
