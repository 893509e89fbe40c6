import { INDIAN_STATES, PIN_RE, stateOfGstCode } from '@arogya/contracts';
import directory from './data/pin-directory.json' with { type: 'json' };

/**
 * The all-India PIN code directory (India Post's data under the Government Open Data Licence,
 * derived by scripts/build-pin-directory.mjs; data/README.md says from what): each PIN's
 * district and state. Server side only: the storefront asks `GET /api/serviceability/:pin`.
 */
export interface PinEntry {
  pin: string;
  /** the district (`cityOfDistrict` makes the city to fill in from it) */
  district: string;
  state: string;
  /** GST state code */
  stateCode: string;
  /** codes of every state some of the PIN's post offices are in (its own first) */
  stateCodes: string[];
}

/** The directory's file: `[district, GST state code, 'pin pin …']` lines. */
interface DirectoryFile {
  pins: number;
  districts: [string, string, string][];
  alsoIn: Record<string, string[]>;
}

/** Reads the directory file; a state code INDIAN_STATES lacks or a malformed PIN throws. */
export function loadPinDirectory(file: DirectoryFile): ReadonlyMap<string, PinEntry> {
  const byPin = new Map<string, PinEntry>();
  for (const [district, stateCode, pins] of file.districts) {
    const state = stateOfGstCode(stateCode);
    if (!state) throw new Error(`PIN directory: unknown state code ${stateCode} (${district})`);
    for (const pin of pins.split(' ')) {
      if (!PIN_RE.test(pin) || byPin.has(pin))
        throw new Error(`PIN directory: bad or repeated PIN ${pin}`);
      const also = file.alsoIn[pin] ?? [];
      for (const code of also)
        if (!stateOfGstCode(code)) throw new Error(`PIN directory: unknown state code ${code}`);
      byPin.set(pin, {
        pin,
        district,
        state: state.name,
        stateCode,
        stateCodes: [stateCode, ...also],
      });
    }
  }
  if (byPin.size !== file.pins)
    throw new Error(`PIN directory: ${byPin.size} PINs read, the file says ${file.pins}`);
  return byPin;
}

const PINS = loadPinDirectory(directory as unknown as DirectoryFile);

/** The directory entry of `pin`, if India Post knows it. */
export const findPin = (pin: string): PinEntry | undefined => PINS.get(pin);

/** How many PINs the directory knows, and of which states (for tests and start-up logs). */
export const directoryStats = () => ({
  pins: PINS.size,
  states: INDIAN_STATES.filter((s) =>
    [...PINS.values()].some((p) => p.stateCode === s.gstCode),
  ).map((s) => s.name),
});
