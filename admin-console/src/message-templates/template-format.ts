import type { Audience, MessageCategory, TemplateInfo, TemplatePreview } from '@arogya/contracts';
import { CHANNEL_LABELS } from '../messages/message-format';
import type { MessageKey, T } from '../i18n';

/** A template as `GET /api/admin/message-templates` answers it (`id`: its name). */
export type TemplateRow = TemplateInfo & { id: string };

/** A template rendered with its sample data (`GET /api/admin/message-templates/:name`). */
export type TemplatePreviewRecord = TemplatePreview & { id: string };

/** Who it goes to, in words. */
export const AUDIENCE_LABELS = {
  shopper: 'templates.audience.shopper',
  staff: 'templates.audience.staff',
} as const satisfies Record<Audience, MessageKey>;

/** What kind of message it is, in words. */
export const CATEGORY_LABELS = {
  transactional: 'templates.category.transactional',
  marketing: 'templates.category.marketing',
} as const satisfies Record<MessageCategory, MessageKey>;

/** "E-mail, WhatsApp": the channels it can go out on. */
export const channelsOf = (tr: T, t: Pick<TemplateInfo, 'channels'>) =>
  t.channels.map((c) => tr(CHANNEL_LABELS[c])).join(', ');
