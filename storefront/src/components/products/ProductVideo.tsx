import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';
import { youtubeId } from './product-utils.js';

/**
 * The optional product video (id = last path segment), as a facade: YouTube's still of it
 * with a play button, and the player itself (about 1 MB of script, issue 31) only once the
 * shopper presses play, from the no-cookie domain, starting at once.
 */
export default function ProductVideo({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('products');
  const id = youtubeId(url);
  const [playing, setPlaying] = useState(false);
  if (!id) return null;
  const title = t('video.title', { name });
  return (
    <section aria-labelledby="product-video-heading" className="space-y-4">
      <h3 id="product-video-heading" className="text-lg font-semibold text-gray-900">
        {t('video.heading')}
      </h3>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-gray-900 shadow-sm">
        {playing ? (
          <iframe
            data-testid="video-player"
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            width={560}
            height={315}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="h-full w-full"
          />
        ) : (
          <button
            type="button"
            data-testid="video-facade"
            onClick={() => setPlaying(true)}
            aria-label={t('video.play', { title })}
            className="group absolute inset-0 flex h-full w-full items-center justify-center"
          >
            <img
              src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover opacity-90"
            />
            <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition group-hover:scale-105">
              <Icon name="play" className="h-9 w-9 fill-current" />
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
