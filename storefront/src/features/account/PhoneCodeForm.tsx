import type { OtpSent } from '@arogya/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../api/client.js';
import AuthField from '../../components/account/AuthField.js';
import SubmitButton from '../../components/account/SubmitButton.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import { useCountdown } from './useCountdown.js';

/** How long "Resend code" waits after a code went out (the server's gap between codes). */
export const RESEND_AFTER_SECONDS = 30;

type Step = 'phone' | 'code';
interface Problem {
  field: Step;
  message: string;
}

/**
 * A phone number proved by a 6-digit code, in two steps: the number and "Send code", then the
 * code (which the phone may fill in by itself: `one-time-code`) with a resend that waits 30 s
 * and a way back to change the number. Refusals show under the field they are about, in the
 * server's words ("That code is not right. 4 tries left."). Test ids: `<testId>-phone`,
 * `-send`, `-code`, `-verify`, `-resend`, `-change`.
 */
export default function PhoneCodeForm({
  testId,
  verifyLabel,
  sendCode,
  verify,
  initialPhone = '',
  cancel,
  fit = false,
}: {
  testId: string;
  verifyLabel: string;
  sendCode: (phone: string) => Promise<OtpSent>;
  /** checks the code (throws the server's refusal); what follows is the caller's */
  verify: (phone: string, code: string) => Promise<void>;
  initialPhone?: string;
  /** a way out beside "Send code" (the profile's Cancel) */
  cancel?: ReactNode;
  /** buttons as wide as their words on a wider screen (inside the profile) */
  fit?: boolean;
}) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const wait = useCountdown(resendAt);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // after a step changes (never on the first render), the field of the new step has the focus
  useEffect(() => {
    if (!moved.current) return;
    (step === 'code' ? codeInput : phoneInput).current?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const send = async () => {
    setBusy('send');
    setProblem(null);
    try {
      const answer = await sendCode(phone);
      setSent(answer.message);
      setCode('');
      setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000);
      // a resend disables its own button: the focus goes on to the field, not to the page
      if (step === 'code') codeInput.current?.focus();
      else go('code');
    } catch (err) {
      const message = messagesOf(err, t('phoneCode.notSent'))
        .map((m) => serverText(t, m))
        .join(' ');
      setProblem({ field: step, message });
    } finally {
      setBusy(null);
    }
  };

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('verify');
    setProblem(null);
    try {
      await verify(phone, code);
    } catch (err) {
      const message = messagesOf(err, t('phoneCode.notChecked'))
        .map((m) => serverText(t, m))
        .join(' ');
      setProblem({ field: 'code', message });
      codeInput.current?.select();
    } finally {
      setBusy(null);
    }
  };

  if (step === 'phone')
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        className="space-y-4"
      >
        <AuthField
          ref={phoneInput}
          testId={`${testId}-phone`}
          label={t('phoneCode.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint={t('phoneCode.mobileHint')}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setProblem(null);
          }}
          error={problem?.field === 'phone' ? problem.message : null}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={busy === 'send'} testId={`${testId}-send`} fit={fit}>
            {busy === 'send' ? t('phoneCode.sendingCode') : t('phoneCode.send')}
          </SubmitButton>
          {cancel}
        </div>
      </form>
    );

  return (
    <form noValidate onSubmit={(e) => void check(e)} className="space-y-4">
      <AuthField
        ref={codeInput}
        testId={`${testId}-code`}
        label={t('phoneCode.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder="123456"
        hint={serverText(t, sent)}
        value={code}
        onChange={(e) => {
          // spaces and dashes as people copy them; the field keeps the six digits
          setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
          setProblem(null);
        }}
        error={problem?.field === 'code' ? problem.message : null}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={busy === 'verify'} testId={`${testId}-verify`} fit={fit}>
          {busy === 'verify' ? t('phoneCode.checking') : verifyLabel}
        </SubmitButton>
        {cancel}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <button
          type="button"
          data-testid={`${testId}-resend`}
          onClick={() => void send()}
          disabled={wait > 0 || busy !== null}
          className={TEXT_BUTTON}
        >
          {busy === 'send'
            ? t('phoneCode.sending')
            : wait > 0
              ? t('phoneCode.resendIn', { seconds: wait })
              : t('phoneCode.resend')}
        </button>
        <button
          type="button"
          data-testid={`${testId}-change`}
          onClick={() => {
            setProblem(null);
            go('phone');
          }}
          disabled={busy !== null}
          className={TEXT_BUTTON}
        >
          {t('phoneCode.change')}
        </button>
      </div>
    </form>
  );
}
