import type { Audience, MessageCategory, TemplateInfo, TemplatePreview } from '@arogya/contracts';
import { CHANNEL_LABELS } from '../messages/message-format';

/** A template as `GET /api/admin/message-templates` answers it (`id`: its name). */
export type TemplateRow = TemplateInfo & { id: string };

/** A template rendered with its sample data (`GET /api/admin/message-templates/:name`). */
export type TemplatePreviewRecord = TemplatePreview & { id: string };

/** Who it goes to, in words. */
export const AUDIENCE_LABELS: Record<Audience, string> = { shopper: 'Shopper', staff: 'Staff' };

/** What kind of message it is, in words. */
export const CATEGORY_LABELS: Record<MessageCategory, string> = {
  transactional: 'Transactional',
  marketing: 'Marketing',
};

/** "E-mail, WhatsApp": the channels it can go out on. */
export const channelsOf = (t: Pick<TemplateInfo, 'channels'>) =>
  t.channels.map((c) => CHANNEL_LABELS[c]).join(', ');
