import { GraphError } from './errors.js';
import type { TemplateComponent } from './templates.js';

/** The preset text of every authentication template, `{{1}}` being the code. */
export const AUTHENTICATION_BODY = '{{1}} is your verification code.';
/** Added to it with `add_security_recommendation: true`. */
export const SECURITY_RECOMMENDATION = 'For your security, do not share this code.';

/** WhatsApp's preset words of an authentication template in one language. */
interface Preset {
  body: string;
  security: string;
  expires: (minutes: number) => string;
  copy: string;
}

const ENGLISH: Preset = {
  body: AUTHENTICATION_BODY,
  security: SECURITY_RECOMMENDATION,
  expires: (minutes) => `This code expires in ${minutes} minutes.`,
  copy: 'Copy code',
};

/**
 * The preset words by language code, as Meta words them in each (English for a code the sandbox
 * has none for: `en`, `en_US`, `en_GB`…).
 */
export const AUTHENTICATION_PRESETS: Record<string, Preset> = {
  en: ENGLISH,
  hi: {
    body: '{{1}} आपका वेरिफ़िकेशन कोड है।',
    security: 'अपनी सुरक्षा के लिए, इस कोड को किसी के साथ शेयर न करें।',
    expires: (minutes) => `यह कोड ${minutes} मिनट में एक्सपायर हो जाएगा।`,
    copy: 'कोड कॉपी करें',
  },
};

const OTP_TYPES = ['COPY_CODE', 'ONE_TAP', 'ZERO_TAP'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The components of an AUTHENTICATION template as Meta stores them. Meta words these itself (no
 * text of the business's own, which is why one-time codes must use them): the body is the preset
 * text, with the security recommendation when asked for; the footer says when the code expires
 * (`code_expiration_minutes`, 1 to 90); the one button is the one-time-password button (`OTP`,
 * stored as a `URL` button whose parameter is the code), each in the template's language (Hindi
 * for `hi`). Anything else is refused with code 100.
 */
export function authenticationComponents(
  components: unknown[],
  language = 'en',
): TemplateComponent[] {
  const preset = AUTHENTICATION_PRESETS[language] ?? ENGLISH;
  const out: TemplateComponent[] = [];
  let button = false;
  for (const c of components) {
    if (!isRecord(c)) throw GraphError.invalidParameter('a component must be a JSON object');
    const type = String(c.type).toUpperCase();
    if (c.text !== undefined)
      throw GraphError.invalidParameter(
        `authentication templates use WhatsApp's preset text: ${type} takes no text`,
      );
    if (type === 'BODY') {
      const secure = c.add_security_recommendation === true;
      out.push({
        type: 'BODY',
        text: secure ? `${preset.body} ${preset.security}` : preset.body,
        add_security_recommendation: secure,
      });
    } else if (type === 'FOOTER') {
      const minutes = c.code_expiration_minutes;
      if (!Number.isInteger(minutes) || (minutes as number) < 1 || (minutes as number) > 90)
        throw GraphError.invalidParameter('code_expiration_minutes must be 1 to 90');
      out.push({
        type: 'FOOTER',
        text: preset.expires(minutes as number),
        code_expiration_minutes: minutes as number,
      });
    } else if (type === 'BUTTONS') {
      const [b, ...more] = Array.isArray(c.buttons) ? c.buttons : [];
      const otp = isRecord(b) ? String(b.otp_type).toUpperCase() : '';
      if (!isRecord(b) || String(b.type).toUpperCase() !== 'OTP' || !OTP_TYPES.includes(otp))
        throw GraphError.invalidParameter(
          `the button of an authentication template is OTP, otp_type one of ${OTP_TYPES.join(', ')}`,
        );
      if (more.length) throw GraphError.invalidParameter('only one OTP button is allowed');
      const text = typeof b.text === 'string' && b.text ? b.text : preset.copy;
      out.push({ type: 'BUTTONS', buttons: [{ type: 'URL', text, otp_type: otp }] });
      button = true;
    } else {
      throw GraphError.invalidParameter(`authentication templates have no ${type} component`);
    }
  }
  if (!out.some((c) => c.type === 'BODY')) throw GraphError.required("components['BODY']");
  if (!button) throw GraphError.required("components['BUTTONS'] (the OTP button)");
  return out;
}

/** Whether a stored template has the one-time-password button (its send carries the code). */
export function hasOtpButton(components: TemplateComponent[]): boolean {
  return components.some(
    (c) => c.type === 'BUTTONS' && (c.buttons ?? []).some((b) => isRecord(b) && 'otp_type' in b),
  );
}

/**
 * The code a send gives the OTP button: `{ type: "button", sub_type: "url", index: "0",
 * parameters: [{ type: "text", text: <code> }] }`. Without it Graph answers 131008 (a required
 * parameter is missing) and sends nothing.
 */
export function otpButtonCode(components: unknown[]): string {
  const button = components.find(
    (c) =>
      isRecord(c) &&
      c.type === 'button' &&
      String(c.sub_type).toLowerCase() === 'url' &&
      String(c.index) === '0',
  ) as Record<string, unknown> | undefined;
  const [p] = Array.isArray(button?.parameters) ? button.parameters : [];
  if (!isRecord(p) || p.type !== 'text' || typeof p.text !== 'string' || !p.text)
    throw GraphError.parameterMissing(
      'buttons: the OTP button needs the code as its url parameter (sub_type url, index 0)',
    );
  return p.text;
}
