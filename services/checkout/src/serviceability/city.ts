/**
 * The city a shopper writes for a PIN, from its district in India Post's directory (issue 31):
 * the directory names districts ("Bengaluru Urban", "Mumbai Suburban", "South West Delhi"),
 * and the checkout form filled the city with those. The district itself stays as it is (the
 * zones read it); only the city to fill in is made from it:
 *
 * - a district the directory splits by its surroundings ("Bengaluru Urban", "Bengaluru Rural",
 *   "Mumbai Suburban") is its city: the word after the city's name goes;
 * - Delhi's districts ("Central Delhi", "North West Delhi", "Shahdara") are Delhi; "New Delhi"
 *   stays New Delhi, as people write it;
 * - a few districts named otherwise than the one city they are mostly made of are in a table;
 * - any other district ("Hyderabad", "Udaipur", "East Godavari") is the city as it is.
 */
const SPLIT = / (?:Urban|Rural|Suburban)$/;
const DELHI =
  /^(?:(?:North|South|East|West|Central|North East|North West|South East|South West) )?Delhi$/;

/** Districts whose name is not the city people write (the directory's name → the city). */
export const CITY_OF_DISTRICT: Readonly<Record<string, string>> = {
  'Kamrup Metro': 'Guwahati',
  'Gautam Buddha Nagar': 'Noida',
  'S.A.S Nagar': 'Mohali',
  Shahdara: 'Delhi',
};

export function cityOfDistrict(district: string): string {
  const named = CITY_OF_DISTRICT[district];
  if (named) return named;
  if (DELHI.test(district)) return 'Delhi';
  return district.replace(SPLIT, '');
}
