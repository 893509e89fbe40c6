/**
 * '919876543210' → '+91 98765 43210': a WhatsApp number as the server keeps it (`91` and 10
 * digits), written the way Indians read a mobile number. Anything else is shown as it is.
 */
export function displayMobile(phone: string | null): string {
  if (!phone) return '';
  const m = /^91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
